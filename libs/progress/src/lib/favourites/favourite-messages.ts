import { msg, t } from '@lingui/core/macro';
import { readFailure } from '@pathwise/api';
import { i18n } from '@pathwise/i18n';
import { BROWSER_FAVOURITES_LIMIT } from './saved-careers';

// Messages as catalogue descriptors, each read in the active language (`i18n._`) when shown.
const limit = BROWSER_FAVOURITES_LIMIT;
export const FAVOURITES_FULL_MESSAGE = msg`You've saved ${limit} careers, which is as many as we can keep. Remove one to make room for another.`;
export const STORAGE_REFUSED_MESSAGE = msg`This browser isn't letting us keep favourites. Sign in to save them to your account instead.`;
export const DAMAGED_MESSAGE = msg`We couldn't read the careers saved in this browser, so that list has been cleared. Sorry about that.`;
export const INVALID_CAREER_MESSAGE = msg`This career can't be saved: its details look wrong.`;

/** True when the API refused a save because the account holds as many favourites as allowed. */
export const isFavouritesFull = (error: unknown) => {
  const { status, code } = readFailure(error);
  return status === 409 && code === 'favourites_full';
};

/** Plain words for a failed save or removal, from an RTK Query error. */
export function favouriteErrorMessage(error: unknown, saving: boolean): string {
  const failure = readFailure(error);
  if (isFavouritesFull(error)) return i18n._(FAVOURITES_FULL_MESSAGE);
  if (failure.status === 404 && saving)
    return t`We couldn't find this career in our list any more, so it can't be saved.`;
  if (failure.kind === 'offline')
    return t`We couldn't reach Pathwise just now. Check your connection and try again.`;
  if (failure.kind === 'busy')
    return t`Pathwise is busy right now; this isn't your connection. Please try again in a moment.`;
  return saving
    ? t`We couldn't save this career just now. Please try again.`
    : t`We couldn't remove this career just now. Please try again.`;
}
