import { msg, t } from '@lingui/core/macro';
import { ANY_PAY, defaultJobZones } from '@pathwise/assessment';
import { formatMoney } from '@pathwise/i18n';
import { paths } from '@pathwise/routes';
import { useGetSuggestionsQuery } from '@pathwise/api';
import { useOnboarding } from '@pathwise/progress';
import { withWords } from '@pathwise/onboarding-questions';

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

/** Where a short list the pay floor emptied leads: the full list at any pay. */
export const ANY_PAY_LINK = withWords(
  { to: `${paths.careerSuggestions}?minPay=${ANY_PAY}` },
  { text: msg`See careers that fit you at any pay` },
);

/**
 * What a short list says when the person's pay floor narrows it: the floor, or when no match
 * reaches it, that none does (never that there are no ideas at all).
 */
export function topListPayNote(floor: number, empty: boolean): string {
  const pay = formatMoney(floor);
  return empty
    ? t`None of your matches reaches the least pay you said you'd consider (${pay} a year).`
    : t`Careers whose median pay reaches the least pay you said you'd consider (${pay} a year).`;
}
