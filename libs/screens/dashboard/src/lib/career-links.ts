import { t } from '@lingui/core/macro';
import type { AnalyticsEvents } from '@pathwise/analytics';
import type { Suggestions } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';

type From = AnalyticsEvents['career_viewed']['from'];

/** A career's details, saying where it was opened from (the details screen records that). */
export const careerLink = (code: string, from: Extract<From, 'suggestions' | 'favourites'>) =>
  `${careerDetailsHref(code)}&from=${from}`;

/** What the ranking is based on, in plain words; null when there is nothing to rank by yet. */
export function rankedBy(
  inputs: Pick<Suggestions['inputs'], 'interests' | 'personality'>,
): string | null {
  if (inputs.interests && inputs.personality)
    return t`Ranked by how well each career matches your interests and your personality.`;
  if (inputs.interests) return t`Ranked by how well each career matches your interests.`;
  if (inputs.personality)
    return t`Ranked by how well each career matches interests estimated from your personality, a rougher guide than sorting the cards.`;
  return null;
}
