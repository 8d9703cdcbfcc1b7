import type { LifeStage } from '@pathwise/contract';

/** Life stages as people read them; typed by the contract, so a new stage can't be missed. */
export const LIFE_STAGE_LABELS = {
  school: 'At school',
  college: 'At college or university',
  working: 'Working',
  'changing-careers': 'Thinking about changing careers',
} as const satisfies Record<LifeStage, string>;

export const LIFE_STAGE_VALUES = Object.keys(LIFE_STAGE_LABELS) as [LifeStage, ...LifeStage[]];

export const lifeStageLabel = (stage: LifeStage | null) =>
  stage ? LIFE_STAGE_LABELS[stage] : null;
