import { fieldSaveError } from './save-error';

const refused = (errors: unknown) =>
  new Error('We couldn’t save these answers.', { cause: { status: 400, data: { errors } } });

describe('fieldSaveError', () => {
  it('uses what the API said about this question', () => {
    const error = refused([
      { path: 'body.workValues.0', message: 'Choose from the list.' },
      { path: 'body.country', message: 'We don’t recognise this country.' },
    ]);
    expect(fieldSaveError(error, 'country')).toBe('We don’t recognise this country.');
    expect(fieldSaveError(error, 'workValues')).toBe('Choose from the list.');
  });

  it('falls back to the general reason for questions the API didn’t name', () => {
    expect(fieldSaveError(refused([{ path: 'body.country', message: 'x' }]), 'lifeStage')).toBe(
      'We couldn’t save these answers.',
    );
    expect(fieldSaveError(refused('not a list'), 'country')).toBe(
      'We couldn’t save these answers.',
    );
  });

  it('copes with failures that are not errors', () => {
    expect(fieldSaveError(undefined, 'country')).toMatch(/still here: please try again/);
  });
});
