import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { growthBand, isJobZone, isRiasecArea, payBasis, rankAreas } from '@pathwise/assessment';
import {
  areaList,
  changeText,
  currentEducationText,
  growthLabel,
  jobZoneText,
  payText,
} from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';

/** One cell: a sentence, or a short list. */
export type ComparisonCell = string | readonly string[];

export type ComparisonRow = { header: string; cells: ComparisonCell[] };

/** How many skills, values and tasks each column lists: enough to compare, short enough to scan. */
export const ITEMS_PER_CELL = 3;

const NOT_LISTED = msg`Not listed by O*NET`;
const NOT_PUBLISHED = msg`Not published by BLS`;

function preparation(jobZone: number | null): string {
  return isJobZone(jobZone) ? jobZoneText(jobZone) : i18n._(NOT_LISTED);
}

/**
 * What it takes to start, as the career page says it: BLS's typical entry education where
 * published, else O*NET's most common level among people in the job, worded as that.
 */
function education(career: CareerDetails): string {
  const entry = career.outlook?.education;
  if (entry) return t`${entry} (BLS)`;
  if (!career.typicalEducation) return i18n._(NOT_LISTED);
  return currentEducationText(career.typicalEducation, career.typicalEducationShare);
}

/** BLS median pay, annual where published, else hourly. */
function pay(career: CareerDetails): string {
  const basis = career.pay ? payBasis(career.pay) : null;
  const median = basis ? career.pay?.[basis]?.median : null;
  if (!basis || median == null) return i18n._(NOT_PUBLISHED);
  const pay = payText(median, basis);
  return t`${pay} (median)`;
}

/**
 * BLS projected growth, worded against all jobs over the same decade, with the change and the
 * decade: "Growing much faster than average (+15.8%, 2024–34)".
 */
function growth(career: CareerDetails): string {
  const change = career.outlook?.changePercent ?? null;
  const all = career.sources.allGrowthPercent;
  const decade = career.sources.outlook ?? '';
  if (change === null) return i18n._(NOT_PUBLISHED);
  const signed = changeText(change);
  if (all === null) return t`${signed} over ${decade}`;
  const growthWords = growthLabel(growthBand(change, all));
  return t({
    message: `${growthWords} (${signed}, ${decade})`,
    comment:
      'A career’s growth against all jobs’, then its change and the decade: "Growing much faster than average (+15.8%, 2024–34)"',
  });
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
  return areas.length > 0 ? areaList(areas) : i18n._(NOT_LISTED);
}

const top = <T>(items: readonly T[], score: (item: T) => number, name: (item: T) => string) => {
  const names = [...items]
    .sort((a, b) => score(b) - score(a))
    .slice(0, ITEMS_PER_CELL)
    .map(name);
  return names.length > 0 ? names : i18n._(NOT_LISTED);
};

/** Core tasks (central to the job) first, each group in O*NET's order. */
function tasks(career: CareerDetails): ComparisonCell {
  const ordered = [
    ...career.tasks.filter((task) => task.core),
    ...career.tasks.filter((task) => !task.core),
  ];
  return ordered.length > 0
    ? ordered.slice(0, ITEMS_PER_CELL).map((task) => task.task)
    : i18n._(NOT_LISTED);
}

/**
 * The comparison table's rows, one cell per career in the order given. `fitLabel` adds a first
 * row saying how well each career fits the person.
 */
export function comparisonRows(
  careers: readonly CareerDetails[],
  fitLabel?: (career: CareerDetails) => string,
): ComparisonRow[] {
  const row = (header: MessageDescriptor, cell: (career: CareerDetails) => ComparisonCell) => ({
    header: i18n._(header),
    cells: careers.map(cell),
  });
  return [
    ...(fitLabel ? [row(msg`How well it fits you`, fitLabel)] : []),
    row(msg`Median pay (BLS)`, pay),
    row(msg`Job growth (BLS)`, growth),
    row(msg`Preparation needed`, (career) => preparation(career.jobZone)),
    row(msg`Education to start`, education),
    row(msg`Interests it suits`, interests),
    row(msg`Most important skills`, (career) =>
      top(
        career.skills,
        (skill) => skill.importance,
        (skill) => skill.name,
      ),
    ),
    row(msg`What the work offers`, (career) =>
      top(
        career.workValues,
        (value) => value.extent,
        (value) => value.name,
      ),
    ),
    row(msg`A few of the tasks`, tasks),
  ];
}
