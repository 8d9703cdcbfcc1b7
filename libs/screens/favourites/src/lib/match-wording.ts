import type { FitSummary } from '@pathwise/progress';
import { type RiasecArea, fitText, isRiasecArea, riasecAreaInfo } from '@pathwise/assessment';
import { areaList } from '@pathwise/compare';

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

/** A saved career's fit, band and interest reason, from the same ranking as the lists. */
export type SavedFit = FitSummary;

export type MatchWording = {
  /** Short, shown beside the career. */
  label: string;
  /** The reasoning, in a sentence or two; null when the label says it all. */
  detail: string | null;
  /** 0–100 when the ranking gave a number, for a bar beside the label. */
  fit: number | null;
};

export const NO_PROFILE_LABEL = 'No interest profile yet — sort cards to see matches';

const areasOf = (code: string): RiasecArea[] => [...code].filter(isRiasecArea);

const NUMBER_WORDS = ['', 'one', 'two', 'three'];

/** Compares the person's strongest areas with the career's high points, plainly. */
function areaComparison(
  highPoints: string,
  person: NonNullable<MatchContext['person']>,
): { label: string; detail: string | null } {
  const careerAreas = areasOf(highPoints);
  const personAreas = areasOf(person.hollandCode);
  if (careerAreas.length === 0)
    return {
      label: 'No interest pattern to compare',
      detail: "O*NET doesn't list which interests this career suits, so we can't compare it.",
    };
  if (person.flat || personAreas.length === 0)
    return {
      label: 'No clear match either way',
      detail:
        'You liked the activities in every area about the same, so no area of yours stands out to compare.',
    };
  const [top] = personAreas;
  const shared = careerAreas.filter((area) => personAreas.includes(area));
  if (top && careerAreas.includes(top))
    return {
      label: `Shares your top area, ${riasecAreaInfo(top).name}`,
      detail: `It leans toward ${areaList(careerAreas)} work; your interests lean toward ${areaList(personAreas)}.`,
    };
  if (shared.length > 0)
    return {
      label: `Shares ${areaList(shared)}, ${NUMBER_WORDS[shared.length]} of your strongest areas`,
      detail: `It leans toward ${areaList(careerAreas)} work; your interests lean toward ${areaList(personAreas)}.`,
    };
  return {
    label: "Doesn't share your strongest areas",
    detail: `It leans toward ${areaList(careerAreas)} work; your interests lean toward ${areaList(personAreas)}. That doesn't rule it out, but it may feel less natural.`,
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
      detail: known.reason,
      fit: known.estimate ? null : known.fit,
    };
  if (context.status === 'loading')
    return { label: 'Checking how well it fits you…', detail: null, fit: null };
  if (!context.person) {
    return context.status === 'error'
      ? { label: "Your match couldn't load just now", detail: null, fit: null }
      : { label: NO_PROFILE_LABEL, detail: null, fit: null };
  }
  const areas = areaComparison(career.highPoints, context.person);
  return { label: areas.label, detail: areas.detail, fit: null };
}
