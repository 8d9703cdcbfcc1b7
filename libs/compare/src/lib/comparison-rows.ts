import {
  GROWTH_WORDS,
  changeText,
  growthBand,
  isJobZone,
  isRiasecArea,
  jobZoneText,
  currentEducationText,
  payBasis,
  payText,
  rankAreas,
} from '@pathwise/assessment';
import type { CareerDetails } from '@pathwise/contract';
import { areaList } from './words';

/** One cell: a sentence, or a short list. */
export type ComparisonCell = string | readonly string[];

export type ComparisonRow = { header: string; cells: ComparisonCell[] };

/** How many skills, values and tasks each column lists: enough to compare, short enough to scan. */
export const ITEMS_PER_CELL = 3;

const NOT_LISTED = 'Not listed by O*NET';

function preparation(jobZone: number | null): string {
  return isJobZone(jobZone) ? jobZoneText(jobZone) : NOT_LISTED;
}

/**
 * What it takes to start, as the career page says it: BLS's typical entry education where
 * published, else O*NET's most common level among people in the job, worded as that.
 */
function education(career: CareerDetails): string {
  if (career.outlook?.education) return `${career.outlook.education} (BLS)`;
  if (!career.typicalEducation) return NOT_LISTED;
  return `${currentEducationText(career.typicalEducation, career.typicalEducationShare)}.`;
}

const NOT_PUBLISHED = 'Not published by BLS';

/** BLS median pay, annual where published, else hourly. */
function pay(career: CareerDetails): string {
  const basis = career.pay ? payBasis(career.pay) : null;
  const median = basis ? career.pay?.[basis]?.median : null;
  return basis && median != null ? `${payText(median, basis)} (median)` : NOT_PUBLISHED;
}

/** BLS projected growth, worded against all jobs over the same decade. */
function growth(career: CareerDetails): string {
  const change = career.outlook?.changePercent ?? null;
  const all = career.sources.allGrowthPercent;
  if (change === null) return NOT_PUBLISHED;
  return all === null
    ? `${changeText(change)} over ${career.sources.outlook}`
    : `${GROWTH_WORDS[growthBand(change, all)]} (${changeText(change)}, ${career.sources.outlook})`;
}

/** O*NET's high points where given, else the career's three highest interest scores. */
function interests(career: CareerDetails): string {
  const fromHighPoints = [...career.highPoints].filter(isRiasecArea);
  const areas =
    fromHighPoints.length > 0
      ? fromHighPoints
      : career.interests
        ? rankAreas(career.interests).slice(0, 3)
        : [];
  return areas.length > 0 ? areaList(areas) : NOT_LISTED;
}

const top = <T>(items: readonly T[], score: (item: T) => number, name: (item: T) => string) => {
  const names = [...items]
    .sort((a, b) => score(b) - score(a))
    .slice(0, ITEMS_PER_CELL)
    .map(name);
  return names.length > 0 ? names : NOT_LISTED;
};

/** Core tasks (central to the job) first, each group in O*NET's order. */
function tasks(career: CareerDetails): ComparisonCell {
  const ordered = [
    ...career.tasks.filter((task) => task.core),
    ...career.tasks.filter((task) => !task.core),
  ];
  return ordered.length > 0
    ? ordered.slice(0, ITEMS_PER_CELL).map((task) => task.task)
    : NOT_LISTED;
}

/**
 * The comparison table's rows, one cell per career in the order given. `fitLabel` adds a first
 * row saying how well each career fits the person.
 */
export function comparisonRows(
  careers: readonly CareerDetails[],
  fitLabel?: (career: CareerDetails) => string,
): ComparisonRow[] {
  const row = (header: string, cell: (career: CareerDetails) => ComparisonCell) => ({
    header,
    cells: careers.map(cell),
  });
  return [
    ...(fitLabel ? [row('How well it fits you', fitLabel)] : []),
    row('Median pay (BLS)', pay),
    row('Job growth (BLS)', growth),
    row('Preparation needed', (career) => preparation(career.jobZone)),
    row('Education to start', education),
    row('Interests it suits', interests),
    row('Most important skills', (career) =>
      top(
        career.skills,
        (skill) => skill.importance,
        (skill) => skill.name,
      ),
    ),
    row('What the work offers', (career) =>
      top(
        career.workValues,
        (value) => value.extent,
        (value) => value.name,
      ),
    ),
    row('A few of the tasks', tasks),
  ];
}
