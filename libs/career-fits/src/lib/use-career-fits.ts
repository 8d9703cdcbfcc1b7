import { useGetSuggestionsQuery, useSuggestCareersQuery } from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import type { Suggestion, Suggestions } from '@pathwise/contract';
import { useAppSelector } from '@pathwise/store';
import { useMemo } from 'react';
import { useBrowserInterestRatings, useOnboarding } from '@pathwise/progress';

/** A career's fit as a page beside the lists says it: number, band and the interest reason. */
export type FitSummary = {
  fit: number;
  fitBand: Suggestion['fitBand'];
  estimate: boolean;
  reason: string | null;
};

export const fitSummary = (item: Suggestion): FitSummary => ({
  fit: item.fit,
  fitBand: item.fitBand,
  estimate: item.estimate,
  reason: item.reasons.find((reason) => reason.kind === 'interest-fit')?.text ?? null,
});

export type CareerFits =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** Nothing to match on yet: no interest result (nor, signed in, a personality report). */
  | { status: 'none' }
  | {
      status: 'ready';
      /** The fit of each career asked for that can be matched (O*NET rates its interests). */
      fits: ReadonlyMap<string, Suggestion>;
      fitFloors: Suggestions['fitFloors'];
      source: Suggestions['source'];
    };

/**
 * The person's fit with the careers given, the same fit, band and reasons as their lists show:
 * from the account when signed in, otherwise from the card ratings kept in this browser.
 */
export function useCareerFits(codes: readonly string[]): CareerFits {
  const session = useAppSelector(selectSessionStatus);
  const signedIn = session === 'signedIn';
  const checking = session === 'unknown' && hasSessionHint();
  const ratings = useBrowserInterestRatings();
  const onboarding = useOnboarding();
  // By value, so a new array of the same codes asks nothing again.
  const key = [...new Set(codes)].sort().join(',');
  const asked = useMemo(() => (key ? key.split(',') : []), [key]);
  const none = asked.length === 0;
  const account = useGetSuggestionsQuery(
    // The limit doesn't apply to careers asked for by code.
    { codes: asked, limit: 1 },
    { skip: none || !signedIn },
  );
  const browser = useSuggestCareersQuery(
    {
      ratings: ratings ?? [],
      codes: asked,
      limit: 1,
      workValues: [...(onboarding.answers.workValues ?? [])],
    },
    { skip: none || signedIn || checking || !ratings || onboarding.status === 'loading' },
  );
  const query = signedIn ? account : browser;
  const data = query.currentData;
  const fits = useMemo(
    () => new Map((data?.items ?? []).map((item) => [item.career.code, item])),
    [data],
  );
  if (none) return { status: 'none' };
  if (checking) return { status: 'loading' };
  if (!signedIn && !ratings) return { status: 'none' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!data) return { status: 'loading' };
  if (data.source === 'none') return { status: 'none' };
  return { status: 'ready', fits, fitFloors: data.fitFloors, source: data.source };
}
