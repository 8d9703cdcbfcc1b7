import { useGetSuggestionsQuery, useSuggestCareersQuery } from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import type { FigureFilter, WorkValue } from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { useBrowserInterestRatings, useVerdicts } from '@pathwise/progress';
import { useAppSelector } from '@pathwise/store';

/** Enough for the interest-area filter, applied here, to leave a useful list. */
export const SUGGESTIONS_LIMIT = 30;

export type CareerSuggestions =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** Nothing to rank by yet: no interest result (nor, when signed in, a personality report). */
  | { status: 'no-profile' }
  | { status: 'ready'; suggestions: Suggestions; updating: boolean };

/** What the ranking is asked for. */
export type SuggestionsQuery = {
  jobZone: number[] | undefined;
  /** Median pay floor and growth, applied by the server before the best are taken. */
  figures: FigureFilter;
  ready: boolean;
  /** Signed out, the browser's onboarding answers that take part (the account has its own). */
  workValues: readonly WorkValue[];
  currentOccupation: string | undefined;
  /** False for a list filtered by area or re-sorted here: a family's head would stand for all. */
  families: boolean;
};

/**
 * Ranked careers: from the account when signed in, otherwise from the card ratings kept in this
 * browser. Waits while `ready` is false, so the first request already has the right filters.
 */
export function useCareerSuggestions({
  jobZone,
  figures,
  ready,
  workValues,
  currentOccupation,
  families,
}: SuggestionsQuery): CareerSuggestions {
  const session = useAppSelector(selectSessionStatus);
  const ratings = useBrowserInterestRatings();
  const { notFor } = useVerdicts();
  const signedIn = session === 'signedIn';
  // Someone who signed in here before is being recognised; without that hint the sign-in service
  // may never load, and this browser's ratings are the ones to use.
  const checking = session === 'unknown' && hasSessionHint();
  const narrowed = {
    ...(figures.minPay !== null ? { minPay: figures.minPay } : {}),
    ...(figures.growth ? { growth: figures.growth } : {}),
    ...(families ? {} : { families: false }),
  };
  const account = useGetSuggestionsQuery(
    { jobZone, limit: SUGGESTIONS_LIMIT, ...narrowed },
    { skip: !ready || !signedIn },
  );
  const browser = useSuggestCareersQuery(
    {
      ratings: ratings ?? [],
      jobZone,
      limit: SUGGESTIONS_LIMIT,
      ...narrowed,
      workValues: [...workValues],
      ...(currentOccupation ? { currentOccupation } : {}),
      // The account keeps its own answers; a visitor's are in this browser.
      ...(!signedIn && notFor.length ? { notFor: notFor.map((career) => career.code) } : {}),
    },
    { skip: !ready || signedIn || checking || !ratings },
  );

  if (checking || !ready) return { status: 'loading' };
  if (!signedIn && !ratings) return { status: 'no-profile' };
  const query = signedIn ? account : browser;
  if (query.isError)
    return { status: 'error', error: query.error, retry: () => void query.refetch() };
  // Data for other filters stays on screen while the new list loads, marked as updating.
  const suggestions = query.currentData ?? query.data;
  if (!suggestions) return { status: 'loading' };
  // With a current job, close careers come even before any interest result.
  if (suggestions.source === 'none' && !suggestions.close) return { status: 'no-profile' };
  return { status: 'ready', suggestions, updating: query.isFetching };
}
