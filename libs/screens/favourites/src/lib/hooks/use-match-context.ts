import { useInterestResult } from '@pathwise/progress';
import { fitSummary, useCareerFits } from '@pathwise/career-fits';
import type { FitFloors } from '@pathwise/assessment';
import type { ReasonLike } from '@pathwise/career-words';
import { useMemo } from 'react';
import type { MatchContext, SavedFit } from '../match-wording';

/** The interest reason among a career's reasons, as the API sends it (worded when shown). */
const interestReason = (reasons: readonly ReasonLike[]): ReasonLike | null =>
  reasons.find((reason) => reason.kind === 'interest-fit') ?? null;

/**
 * What the person's match with each saved career is worked out from: their fit with each, from the
 * same ranking as their lists, and their interest result for careers O*NET doesn't rate.
 */
export function useMatchContext(codes: readonly string[]): MatchContext & {
  fitFloors: FitFloors | null;
  retry: () => void;
} {
  const interests = useInterestResult();
  const careerFits = useCareerFits(codes);
  const fits = useMemo(
    () =>
      careerFits.status === 'ready'
        ? new Map(
            [...careerFits.fits].map(([code, item]): [string, SavedFit] => [
              code,
              { ...fitSummary(item), reason: interestReason(item.reasons) },
            ]),
          )
        : null,
    [careerFits],
  );
  const person = interests.result
    ? { hollandCode: interests.result.hollandCode, flat: interests.result.flat }
    : null;
  const { retry: retryInterests } = interests;

  return {
    status:
      careerFits.status === 'loading' || interests.status === 'loading'
        ? 'loading'
        : interests.status === 'error' || careerFits.status === 'error'
          ? 'error'
          : 'ready',
    fits,
    fitFloors: careerFits.status === 'ready' ? careerFits.fitFloors : null,
    person,
    retry: () => {
      retryInterests();
      if (careerFits.status === 'error') careerFits.retry();
    },
  };
}
