import { plural, t } from '@lingui/core/macro';
import type { FigureSort, FitBand } from '@pathwise/assessment';
import { fitLabel, fitText } from '@pathwise/career-words';
import type { Suggestion } from '@pathwise/contract';

/*
 * The words only this screen says around its list (how many careers it shows, and what people said
 * of each band); the fits, zones, areas, figures and reasons are @pathwise/career-words'.
 */

/**
 * How many careers the list shows, and in what order: by pay or growth, else the fit on each card
 * and then A to Z. Called while rendering, in the language of the moment.
 */
export function countText(shown: number, updating: boolean, sort: FigureSort | null): string {
  if (updating) return t`Updating the list…`;
  if (shown === 0) return t`No careers to show.`;
  if (sort === 'pay')
    return plural(shown, {
      one: 'Showing # career, highest median pay first.',
      other: 'Showing # careers, highest median pay first.',
    });
  if (sort === 'growth')
    return plural(shown, {
      one: 'Showing # career, fastest growing first.',
      other: 'Showing # careers, fastest growing first.',
    });
  return plural(shown, {
    one: 'Showing # career, highest fit first (equal fits A to Z).',
    other: 'Showing # careers, highest fit first (equal fits A to Z).',
  });
}

/** "Strong fit: 75% said yes (of 60 answers)". */
export function yesShareText(band: FitBand, share: string, answers: number): string {
  const label = fitLabel(band, false);
  return plural(answers, {
    one: `${label}: ${share} said yes (of # answer)`,
    other: `${label}: ${share} said yes (of # answers)`,
  });
}

/** How many of the list's careers a shared summary names. */
export const SHARED_CAREERS = 5;

/**
 * The summary "Share this list" sends: the interest code when there is one, then the list's first
 * careers in its order, each with the fit its card shows, and the credit the careers' data needs.
 */
export function listShareText(
  code: string | null,
  items: readonly Pick<Suggestion, 'career' | 'fit' | 'fitBand' | 'estimate'>[],
): string {
  const careers = items
    .slice(0, SHARED_CAREERS)
    .map((item) => `${item.career.title} (${fitText(item.fit, item.fitBand, item.estimate)})`)
    .join('; ');
  return code
    ? t`My Holland interest code is ${code}. The careers that fit me best on Pathwise: ${careers}. Career information from O*NET.`
    : t`The careers that fit me best on Pathwise: ${careers}. Career information from O*NET.`;
}
