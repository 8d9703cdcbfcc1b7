import { readFailure } from '@pathwise/api';
import { BROWSER_FAVOURITES_LIMIT } from './saved-careers';

export const FAVOURITES_FULL_MESSAGE = `You've saved ${BROWSER_FAVOURITES_LIMIT} careers, which is as many as we can keep. Remove one to make room for another.`;
export const STORAGE_REFUSED_MESSAGE =
  "This browser isn't letting us keep favourites. Sign in to save them to your account instead.";
export const DAMAGED_MESSAGE =
  "We couldn't read the careers saved in this browser, so that list has been cleared. Sorry about that.";
export const INVALID_CAREER_MESSAGE = "This career can't be saved: its details look wrong.";

/** True when the API refused a save because the account holds as many favourites as allowed. */
export const isFavouritesFull = (error: unknown) => {
  const { status, code } = readFailure(error);
  return status === 409 && code === 'favourites_full';
};

/** Plain words for a failed save or removal, from an RTK Query error. */
export function favouriteErrorMessage(error: unknown, saving: boolean): string {
  const failure = readFailure(error);
  if (isFavouritesFull(error)) return FAVOURITES_FULL_MESSAGE;
  if (failure.status === 404 && saving)
    return "We couldn't find this career in our list any more, so it can't be saved.";
  if (failure.kind === 'offline')
    return "We couldn't reach Pathwise just now. Check your connection and try again.";
  if (failure.kind === 'busy') return `${failure.words} Please try again in a moment.`;
  return saving
    ? "We couldn't save this career just now. Please try again."
    : "We couldn't remove this career just now. Please try again.";
}
