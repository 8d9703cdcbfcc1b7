import { t } from '@lingui/core/macro';
import { interestsApi, readFailure } from '@pathwise/api';
import type { InterestResult } from '@pathwise/contract';
import type { AppDispatch } from '@pathwise/store';
import { type RatingEntry, ratingBatches } from './rating-batches';
import { settle } from '../settle';

/**
 * Replaces the account's ratings with these and makes a result from them. The old ratings go
 * first so the result reflects exactly this sort; earlier results stay in the account.
 */
export async function uploadResult(
  dispatch: AppDispatch,
  entries: readonly RatingEntry[],
): Promise<InterestResult> {
  const { clearInterestAnswers, saveInterestAnswers, createInterestResult } =
    interestsApi.endpoints;
  await settle(dispatch(clearInterestAnswers.initiate()));
  for (const ratings of ratingBatches(entries)) {
    await settle(dispatch(saveInterestAnswers.initiate({ ratings })));
  }
  return settle(dispatch(createInterestResult.initiate()));
}

/** Plain words for a failed upload; the sort itself is never lost. */
export function uploadErrorMessage(error: unknown): string {
  const { kind, status } = readFailure(error);
  if (kind === 'offline')
    return t`We couldn’t reach Pathwise. Check your connection and try again: your cards stay sorted.`;
  if (kind === 'busy')
    return t`Pathwise is busy right now; this isn't your connection. Your cards stay sorted: please try again in a moment.`;
  if (status === 422)
    return t`Pathwise needs a few more sorted cards before it can make your profile. Sort some more and try again.`;
  return t`We couldn’t save your result just now. Your cards stay sorted here: please try again in a moment.`;
}
