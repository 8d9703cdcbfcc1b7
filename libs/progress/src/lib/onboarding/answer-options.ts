import {
  type JobZone,
  HOURS_A_YEAR,
  PAY_FLOORS,
  formatPay,
  jobZoneInfo,
  payFloorText,
} from '@pathwise/assessment';
import type { EDUCATION_LEVELS, LifeStage, WORK_VALUES } from '@pathwise/contract';

// The answer options every screen that asks or shows the onboarding questions offers. Typed by the
// contract (types only: its full-zod schemas stay off the page); a test checks they cover it.

export type Choice<T extends string> = { value: T; label: string; description?: string };

export const LIFE_STAGE_CHOICES: Choice<LifeStage>[] = [
  { value: 'school', label: 'At school' },
  { value: 'college', label: 'At college or university' },
  { value: 'working', label: 'Working' },
  { value: 'changing-careers', label: 'Thinking about changing careers' },
];

/** A life stage as people read it; null when none is given. */
export const lifeStageLabel = (stage: LifeStage | null): string | null =>
  LIFE_STAGE_CHOICES.find((choice) => choice.value === stage)?.label ?? null;

export const EDUCATION_CHOICES: Choice<(typeof EDUCATION_LEVELS)[number]>[] = [
  { value: 'none-yet', label: 'No qualifications yet' },
  {
    value: 'secondary',
    label: 'Secondary school (such as GCSEs, A levels or a high school diploma)',
  },
  { value: 'vocational', label: 'Vocational training or an apprenticeship' },
  { value: 'associate', label: "A foundation or associate's degree" },
  { value: 'bachelor', label: "A bachelor's degree" },
  { value: 'master', label: "A master's degree" },
  { value: 'doctorate', label: 'A doctorate, such as a PhD' },
];

/** How long each O*NET job zone's preparation tends to take, said plainly. */
const PREPARATION_TIME: Record<JobZone, string> = {
  1: 'Start soon and learn on the job in a few days or weeks.',
  2: 'A few months to a year of training or experience.',
  3: 'One or two years of training, an apprenticeship or a short course at college.',
  4: 'About three or four years of study, usually at university.',
  5: 'Many years: a degree and then more, such as a master’s, a doctorate or professional training.',
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The most preparation someone would take on, as O*NET's job zones 1 (little) to 5 (extensive). */
export const JOB_ZONE_CHOICES: Choice<'1' | '2' | '3' | '4' | '5'>[] = (
  [1, 2, 3, 4, 5] as const
).map((zone) => {
  const info = jobZoneInfo(zone);
  return {
    value: String(zone) as '1',
    label: info.name,
    description: `${PREPARATION_TIME[zone]} ${sentence(info.education)}`,
  };
});

/** O*NET's six work values, each explained in a line. */
export const WORK_VALUE_CHOICES: Choice<(typeof WORK_VALUES)[number]>[] = [
  {
    value: 'achievement',
    label: 'Achievement',
    description: 'Using your strongest abilities and seeing what you have done.',
  },
  {
    value: 'independence',
    label: 'Independence',
    description: 'Working on your own, in your own way, and making your own decisions.',
  },
  {
    value: 'recognition',
    label: 'Recognition',
    description: 'Chances to move up, lead others and be respected for your work.',
  },
  {
    value: 'relationships',
    label: 'Relationships',
    description:
      'Friendly colleagues, helping people, and never being asked to go against your conscience.',
  },
  {
    value: 'support',
    label: 'Support',
    description: 'An employer and managers who back you up and treat people fairly.',
  },
  {
    value: 'working-conditions',
    label: 'Working conditions',
    description: 'Good pay, a secure job, steady hours and plenty of variety.',
  },
];

/** The least median pay a year someone would consider, with what it comes to an hour. */
export const PAY_FLOOR_CHOICES: Choice<`${(typeof PAY_FLOORS)[number]}`>[] = PAY_FLOORS.map(
  (floor) => ({
    value: `${floor}`,
    label: `${payFloorText(floor)} a year`,
    description: `About ${formatPay(floor / HOURS_A_YEAR, 'hourly')} an hour, full time.`,
  }),
);

/** Common fields and school subjects; stored by these names. */
export const SUBJECTS = [
  'English and literature',
  'Maths',
  'Biology',
  'Chemistry',
  'Physics',
  'Computing and IT',
  'Engineering and technology',
  'History',
  'Geography',
  'Languages',
  'Art and design',
  'Music',
  'Drama and performing arts',
  'Media and film',
  'Business and economics',
  'Psychology and sociology',
  'Law and politics',
  'Health and social care',
  'Sport and physical education',
  'Food, cooking and hospitality',
] as const;
