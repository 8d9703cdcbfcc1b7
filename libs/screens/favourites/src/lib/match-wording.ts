import { msg, plural, t } from '@lingui/core/macro';
import { type RiasecArea, isRiasecArea } from '@pathwise/assessment';
import { type ReasonLike, areaList, areaName, fitText, reasonText } from '@pathwise/career-words';
import { i18n } from '@pathwise/i18n';
import type { FitSummary } from '@pathwise/career-fits';

/** What is known about the person's interests when a saved career's match is worked out. */
export type MatchContext = {
  status: 'loading' | 'ready' | 'error';
  /**
   * The person's fit with each saved career O*NET rates the interests of, as their lists show it;
   * null when unavailable.
   */
  fits: ReadonlyMap<string, SavedFit> | null;
  /** The person's interest result; null when they have none yet. */
  person: { hollandCode: string; flat: boolean } | null;
};

/**
 * A saved career's fit, band and interest reason, from the same ranking as the lists; the reason as
 * the API sends it, worded in the reader's language when shown.
 */
export type SavedFit = Omit<FitSummary, 'reason'> & { reason: ReasonLike | null };

export type MatchWording = {
  /** Short, shown beside the career. */
  label: string;
  /** The reasoning, in a sentence or two; null when the label says it all. */
  detail: string | null;
  /** 0–100 when the ranking gave a number, for a bar beside the label. */
  fit: number | null;
};

/** Said beside each career while the person has no interest profile (read with `i18n._`). */
export const NO_PROFILE_LABEL = msg`No interest profile yet — sort cards to see matches`;

const areasOf = (code: string): RiasecArea[] => [...code].filter(isRiasecArea);

/** "It leans toward … work; your interests lean toward …." */
function leanings(careerAreas: readonly RiasecArea[], personAreas: readonly RiasecArea[]): string {
  const careerLeans = areaList(careerAreas);
  const personLeans = areaList(personAreas);
  return t`It leans toward ${careerLeans} work; your interests lean toward ${personLeans}.`;
}

/** Compares the person's strongest areas with the career's high points, plainly. */
function areaComparison(
  highPoints: string,
  person: NonNullable<MatchContext['person']>,
): { label: string; detail: string | null } {
  const careerAreas = areasOf(highPoints);
  const personAreas = areasOf(person.hollandCode);
  if (careerAreas.length === 0)
    return {
      label: t`No interest pattern to compare`,
      detail: t`O*NET doesn't list which interests this career suits, so we can't compare it.`,
    };
  if (person.flat || personAreas.length === 0)
    return {
      label: t`No clear match either way`,
      detail: t`You liked the activities in every area about the same, so no area of yours stands out to compare.`,
    };
  const [top] = personAreas;
  const shared = careerAreas.filter((area) => personAreas.includes(area));
  if (top && careerAreas.includes(top)) {
    const topArea = areaName(top);
    return {
      label: t`Shares your top area, ${topArea}`,
      detail: leanings(careerAreas, personAreas),
    };
  }
  if (shared.length > 0) {
    const sharedAreas = areaList(shared);
    const sharedCount = shared.length;
    return {
      label: plural(sharedCount, {
        1: `Shares ${sharedAreas}, one of your strongest areas`,
        2: `Shares ${sharedAreas}, two of your strongest areas`,
        3: `Shares ${sharedAreas}, three of your strongest areas`,
        other: `Shares ${sharedAreas}, # of your strongest areas`,
      }),
      detail: leanings(careerAreas, personAreas),
    };
  }
  return {
    label: t`Doesn't share your strongest areas`,
    detail: `${leanings(careerAreas, personAreas)} ${t`That doesn't rule it out, but it may feel less natural.`}`,
  };
}

/**
 * How well a saved career fits the person: the fit their lists show (number, band and reason), or
 * where there is none (O*NET doesn't rate the career's interests, or the ranking is unavailable),
 * a plain comparison of areas, or why there's nothing to say.
 */
export function describeMatch(
  career: { code: string; highPoints: string },
  context: MatchContext,
): MatchWording {
  const known = context.fits?.get(career.code);
  if (known)
    return {
      label: fitText(known.fit, known.fitBand, known.estimate),
      detail: known.reason ? reasonText(known.reason) : null,
      fit: known.estimate ? null : known.fit,
    };
  if (context.status === 'loading')
    return { label: t`Checking how well it fits you…`, detail: null, fit: null };
  if (!context.person) {
    return context.status === 'error'
      ? { label: t`Your match couldn't load just now`, detail: null, fit: null }
      : { label: i18n._(NO_PROFILE_LABEL), detail: null, fit: null };
  }
  const areas = areaComparison(career.highPoints, context.person);
  return { label: areas.label, detail: areas.detail, fit: null };
}
