import { FAILURE_WORDS, failureKind } from '@pathwise/contract';
import { BROWSER_FAVOURITES_LIMIT } from './saved-careers';

export const FAVOURITES_FULL_MESSAGE = `You've saved ${BROWSER_FAVOURITES_LIMIT} careers, which is as many as we can keep. Remove one to make room for another.`;
export const STORAGE_REFUSED_MESSAGE =
  "This browser isn't letting us keep favourites. Sign in to save them to your account instead.";
export const DAMAGED_MESSAGE =
  "We couldn't read the careers saved in this browser, so that list has been cleared. Sorry about that.";
export const INVALID_CAREER_MESSAGE = "This career can't be saved: its details look wrong.";

type HttpError = { status: unknown; data?: unknown };

const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && 'status' in error;

const problemCode = (error: HttpError) =>
  typeof error.data === 'object' && error.data !== null && 'code' in error.data
    ? (error.data as { code: unknown }).code
    : undefined;

/** True when the API refused a save because the account holds as many favourites as allowed. */
export const isFavouritesFull = (error: unknown) =>
  isHttpError(error) && error.status === 409 && problemCode(error) === 'favourites_full';

/** Plain words for a failed save or removal, from an RTK Query error. */
export function favouriteErrorMessage(error: unknown, saving: boolean): string {
  if (isFavouritesFull(error)) return FAVOURITES_FULL_MESSAGE;
  if (isHttpError(error) && error.status === 404 && saving)
    return "We couldn't find this career in our list any more, so it can't be saved.";
  if (failureKind(error) === 'offline')
    return "We couldn't reach Pathwise just now. Check your connection and try again.";
  if (failureKind(error) === 'busy') return `${FAILURE_WORDS.busy} Please try again in a moment.`;
  return saving
    ? "We couldn't save this career just now. Please try again."
    : "We couldn't remove this career just now. Please try again.";
}
