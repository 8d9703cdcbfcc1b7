import { t } from '@lingui/core/macro';
import { BIG_FIVE_DOMAINS, type BigFiveLevel, WORK_STYLE_TRAITS } from '@pathwise/assessment';
import { levelWord, percentileOrdinal } from '@pathwise/career-words';
import type { CareerDetails, PersonalityReport } from '@pathwise/contract';

/** "low, 12th percentile", "average, 45th percentile". */
function standing(bigFiveLevel: BigFiveLevel, raw: number): string {
  const level = levelWord(bigFiveLevel);
  const percentile = percentileOrdinal(raw);
  return t`${level}, ${percentile}`;
}

export type PersonalityLink = {
  style: string;
  /** "Orderliness (Conscientiousness)". */
  facet: string;
  because: string;
  /** "average, 45th percentile". */
  yours: string;
  /** For a Neuroticism facet a low score goes with the style. */
  reversed: boolean;
};

/**
 * The career's most distinctive work styles (O*NET's ranks 1, 2, 3…) beside the facet of the
 * person's report each is closest to (`WORK_STYLE_TRAITS`), at most `limit` of them.
 */
export function personalityLinks(
  styles: CareerDetails['workStyles'],
  report: Pick<PersonalityReport, 'domains'>,
  limit = 3,
): PersonalityLink[] {
  return styles
    .filter((style) => style.distinctive !== null && WORK_STYLE_TRAITS[style.name])
    .sort((a, b) => (a.distinctive ?? 0) - (b.distinctive ?? 0))
    .slice(0, limit)
    .flatMap((style) => {
      const link = WORK_STYLE_TRAITS[style.name]!;
      const info = BIG_FIVE_DOMAINS.find((domain) => domain.domain === link.domain);
      const facet = report.domains
        .find((domain) => domain.domain === link.domain)
        ?.facets.find((entry) => entry.facet === link.facet);
      if (!info || !facet) return [];
      return [
        {
          style: style.name,
          facet: `${info.facetNames[link.facet - 1]} (${info.name})`,
          because: link.because,
          yours: standing(facet.level, facet.percentile),
          reversed: link.direction === 'low',
        },
      ];
    });
}
