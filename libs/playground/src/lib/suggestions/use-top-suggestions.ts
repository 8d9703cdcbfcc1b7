import { defaultJobZones } from '@pathwise/assessment';
import { useGetSuggestionsQuery } from '@pathwise/api';
import { useOnboarding } from '../onboarding/use-onboarding';

/**
 * The best few suggestions, within the preparation the person said they'd take on and from the
 * least pay they'd consider: the same starting filters as the full suggestions page, so a short
 * list never names a career that page leaves out. Waits for the onboarding answers, so it asks once.
 */
export function useTopSuggestions(limit: number, options: { skip?: boolean } = {}) {
  const onboarding = useOnboarding();
  const jobZone = defaultJobZones(onboarding.answers);
  const minPay = onboarding.answers.payFloor;
  return useGetSuggestionsQuery(
    { limit, ...(jobZone ? { jobZone } : {}), ...(minPay !== undefined ? { minPay } : {}) },
    { skip: options.skip || onboarding.status === 'loading' },
  );
}
