import { i18n } from '@pathwise/i18n';
import {
  FAVOURITES_FULL_MESSAGE,
  favouriteErrorMessage,
  isFavouritesFull,
} from './favourite-messages';

const problem = (status: number, code: string) => ({
  status,
  data: { type: 'about:blank', title: code, status, code },
});

describe('favourite errors in plain words', () => {
  it('explains the limit when the account is full', () => {
    expect(isFavouritesFull(problem(409, 'favourites_full'))).toBe(true);
    expect(isFavouritesFull(problem(409, 'something_else'))).toBe(false);
    expect(favouriteErrorMessage(problem(409, 'favourites_full'), true)).toBe(
      i18n._(FAVOURITES_FULL_MESSAGE),
    );
    expect(i18n._(FAVOURITES_FULL_MESSAGE)).toMatch(/200 careers/);
  });

  it('says whether saving or removing failed', () => {
    expect(favouriteErrorMessage(problem(500, 'internal_error'), true)).toMatch(/couldn't save/);
    expect(favouriteErrorMessage(problem(500, 'internal_error'), false)).toMatch(/couldn't remove/);
    expect(favouriteErrorMessage(new Error('boom'), true)).toMatch(/couldn't save/);
  });

  it('tells a missing career and a lost connection apart', () => {
    expect(favouriteErrorMessage(problem(404, 'career_not_found'), true)).toMatch(
      /couldn't find this career/,
    );
    expect(favouriteErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, true)).toMatch(
      /connection/,
    );
  });
});
