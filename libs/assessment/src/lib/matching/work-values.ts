/** O*NET's six work values, as people pick them, with their O*NET Content Model element ids. */
export const WORK_VALUES = [
  'achievement',
  'independence',
  'recognition',
  'relationships',
  'support',
  'working-conditions',
] as const;

export type WorkValue = (typeof WORK_VALUES)[number];

export const WORK_VALUE_ELEMENTS: Readonly<Record<WorkValue, string>> = {
  achievement: '1.B.2.a',
  'working-conditions': '1.B.2.b',
  recognition: '1.B.2.c',
  relationships: '1.B.2.d',
  support: '1.B.2.e',
  independence: '1.B.2.f',
};

/** Names as O*NET writes them. */
export const WORK_VALUE_NAMES: Readonly<Record<WorkValue, string>> = {
  achievement: 'Achievement',
  independence: 'Independence',
  recognition: 'Recognition',
  relationships: 'Relationships',
  support: 'Support',
  'working-conditions': 'Working Conditions',
};

export function workValueForElement(elementId: string): WorkValue | null {
  const entry = Object.entries(WORK_VALUE_ELEMENTS).find(([, id]) => id === elementId);
  return entry ? (entry[0] as WorkValue) : null;
}

/** O*NET extent 1–7; 5 and above is where O*NET calls a value a high point of the job. */
export const HIGH_EXTENT = 5;
export const LOW_EXTENT = 3;

/** Where a job stands on the picked values: for it (some high, none low), against, or mixed. */
export type ValuesStance = 'for' | 'mixed' | 'against';

/**
 * The picked values O*NET rates for a job, those it rates high and low, and the stance they add up
 * to; null when nothing picked is rated. The one rule the reason and the strong band both follow.
 */
export function valuesOffered(
  picked: readonly WorkValue[],
  extents: Readonly<Partial<Record<WorkValue, number>>> | undefined,
): {
  rated: WorkValue[];
  offered: WorkValue[];
  lacking: WorkValue[];
  stance: ValuesStance;
} | null {
  if (!extents || picked.length === 0) return null;
  const rated = picked.filter((value) => Number.isFinite(extents[value]));
  if (rated.length === 0) return null;
  const offered = rated.filter((value) => (extents[value] as number) >= HIGH_EXTENT);
  const lacking = rated.filter((value) => (extents[value] as number) < LOW_EXTENT);
  const stance =
    offered.length > 0 && lacking.length === 0
      ? 'for'
      : offered.length === 0 && lacking.length > 0
        ? 'against'
        : 'mixed';
  return { rated, offered, lacking, stance };
}

/**
 * How well a job offers the picked values, 0–1: the mean of their O*NET extents scaled from 1–7.
 * Null when nothing is picked or O*NET has no extents for the job.
 */
export function workValuesScore(
  picked: readonly WorkValue[],
  extents: Readonly<Partial<Record<WorkValue, number>>> | undefined,
): number | null {
  if (!extents || picked.length === 0) return null;
  const known = picked
    .map((value) => extents[value])
    .filter((x): x is number => Number.isFinite(x));
  if (known.length === 0) return null;
  const mean = known.reduce((sum, x) => sum + x, 0) / known.length;
  return Math.min(1, Math.max(0, (mean - 1) / 6));
}
