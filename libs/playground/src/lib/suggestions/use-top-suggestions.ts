import { defaultJobZones } from '@pathwise/assessment';
import { useGetSuggestionsQuery } from '@pathwise/api';
import { useOnboarding } from '../onboarding/use-onboarding';

/**
 * The best few suggestions, within the preparation the person said they'd take on: the same
 * starting filter as the full suggestions page, so a short list never names a career that page
 * leaves out. Waits for the onboarding answers, so it asks once.
 */
export function useTopSuggestions(limit: number, options: { skip?: boolean } = {}) {
  const onboarding = useOnboarding();
  const jobZone = defaultJobZones(onboarding.answers);
  return useGetSuggestionsQuery(jobZone ? { limit, jobZone } : { limit }, {
    skip: options.skip || onboarding.status === 'loading',
  });
}
