import { type RiasecArea, isRiasecArea, riasecAreaInfo } from '@pathwise/assessment';
import { areaList } from '@pathwise/compare';

/** What is known about the person's interests when a saved career's match is worked out. */
export type MatchContext = {
  status: 'loading' | 'ready' | 'error';
  /** Fit (0–100) of each career among the person's closest matches; null when unavailable. */
  fits: ReadonlyMap<string, number> | null;
  /** How many closest matches `fits` holds, so a career outside them can be said to be. */
  ranked: number;
  /** The person's interest result; null when they have none yet. */
  person: { hollandCode: string; flat: boolean } | null;
};

export type MatchWording = {
  /** Short, shown beside the career. */
  label: string;
  /** The reasoning, in a sentence or two; null when the label says it all. */
  detail: string | null;
  /** 0–100 when the ranking gave one, for a bar beside the label. */
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
 * How well a saved career fits the person: the ranking's fit when the career is among their
 * closest matches, otherwise an honest comparison of interest areas, or why there's nothing to say.
 */
export function describeMatch(
  career: { code: string; highPoints: string },
  context: MatchContext,
): MatchWording {
  const fit = context.fits?.get(career.code);
  if (fit !== undefined) {
    const areas = context.person ? areaComparison(career.highPoints, context.person) : null;
    return { label: `Fit ${fit} of 100`, detail: areas?.label ?? null, fit };
  }
  if (context.status === 'loading')
    return { label: 'Checking how well it fits you…', detail: null, fit: null };
  if (!context.person) {
    return context.status === 'error'
      ? { label: "Your match couldn't load just now", detail: null, fit: null }
      : { label: NO_PROFILE_LABEL, detail: null, fit: null };
  }
  const areas = areaComparison(career.highPoints, context.person);
  const outside =
    context.fits && context.ranked > 0 ? `Not among your ${context.ranked} closest matches. ` : '';
  return {
    label: areas.label,
    detail: `${outside}${areas.detail ?? ''}`.trim() || null,
    fit: null,
  };
}
