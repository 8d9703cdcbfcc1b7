import { useGetSuggestionsQuery } from '@pathwise/api';
import { useInterestResult } from '@pathwise/playground';
import { useMemo } from 'react';
import type { MatchContext } from '../match-wording';

/** The most the ranking returns: saved careers among these get their fit. */
export const RANKED_LIMIT = 50;

/**
 * What the person's match with each saved career is worked out from: their closest matches with
 * fits, and their interest result for careers outside those.
 */
export function useMatchContext(): MatchContext & { retry: () => void } {
  const interests = useInterestResult();
  const suggestions = useGetSuggestionsQuery({ limit: RANKED_LIMIT });
  const { data, isLoading, refetch } = suggestions;

  const fits = useMemo(
    () =>
      data && data.source !== 'none'
        ? new Map(data.items.map((item) => [item.career.code, item.fit]))
        : null,
    [data],
  );
  const person = interests.result
    ? { hollandCode: interests.result.hollandCode, flat: interests.result.flat }
    : null;
  const { retry: retryInterests } = interests;

  return {
    status:
      isLoading || interests.status === 'loading'
        ? 'loading'
        : interests.status === 'error'
          ? 'error'
          : 'ready',
    fits,
    ranked: fits?.size ?? 0,
    person,
    retry: () => {
      retryInterests();
      void refetch();
    },
  };
}
