import { MAX_WORK_VALUES, type OnboardingQuestionId } from '@pathwise/contract';
import {
  type Choice,
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  PAY_FLOOR_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
} from './answer-options';

type Asked = {
  /** The question as asked. */
  legend: string;
  hint?: string;
  /** The question in a few words, for buttons and messages about it ("Try again to save …"). */
  what: string;
};

/** One onboarding question: how it is answered, and with what. */
export type OnboardingQuestion =
  | (Asked & { kind: 'one'; choices: readonly Choice<string>[]; noAnswerLabel: string })
  | (Asked & { kind: 'many'; choices: readonly Choice<string>[]; max?: number })
  | (Asked & { kind: 'country'; noAnswerLabel: string })
  | (Asked & { kind: 'current-job' });

const SUBJECT_CHOICES: Choice<string>[] = SUBJECTS.map((subject) => ({
  value: subject,
  label: subject,
}));

/**
 * Every onboarding question, for every screen that asks, shows or counts them. The limits are the
 * contract's, so the form refuses what the API would.
 */
export const ONBOARDING_QUESTIONS = {
  lifeStage: {
    kind: 'one',
    legend: 'Where are you in life right now?',
    choices: LIFE_STAGE_CHOICES,
    noAnswerLabel: 'Prefer not to say',
    what: 'where you are in life',
  },
  country: {
    kind: 'country',
    legend: 'Where you live',
    hint: 'Qualifications and job titles differ between countries.',
    noAnswerLabel: 'Prefer not to say',
    what: 'where you live',
  },
  currentOccupation: {
    kind: 'current-job',
    legend: 'What do you do now, or what did you do last?',
    hint: 'For people working or changing careers: we’ll list careers that use the same skills. Skip it if it doesn’t apply.',
    what: 'what you do now',
  },
  highestEducation: {
    kind: 'one',
    legend: 'What is the highest level of education you have finished?',
    choices: EDUCATION_CHOICES,
    noAnswerLabel: 'Prefer not to say',
    what: 'the education you have finished',
  },
  plannedEducation: {
    kind: 'one',
    legend: 'What is the highest level you plan to reach?',
    hint: 'Your best guess is fine: plans change.',
    choices: EDUCATION_CHOICES,
    noAnswerLabel: 'Not sure yet',
    what: 'the education you plan',
  },
  maxJobZone: {
    kind: 'one',
    legend: 'How much more education or training would you take on for the right job?',
    hint: 'Careers need different amounts of preparation, from a few weeks to many years. Choose the most you’d be willing to take on.',
    choices: JOB_ZONE_CHOICES,
    noAnswerLabel: 'Not sure yet',
    what: 'how much preparation you would take on',
  },
  enjoyedSubjects: {
    kind: 'many',
    legend: 'Which fields and school subjects do you enjoy?',
    hint: 'Tick as many as you like, including ones you enjoy outside school. They’re kept with your answers for you to look back on; they don’t change which careers we suggest.',
    choices: SUBJECT_CHOICES,
    what: 'the subjects you enjoy',
  },
  workValues: {
    kind: 'many',
    legend: 'What matters most to you at work?',
    choices: WORK_VALUE_CHOICES,
    max: MAX_WORK_VALUES,
    what: 'what matters to you at work',
  },
  payFloor: {
    kind: 'one',
    legend: 'What is the least pay a year you would consider?',
    hint: 'Your list of careers starts with those whose median pay (what half of workers earn more than, from BLS) reaches it; careers BLS publishes no pay for are left out too. You can lift it on the list in one tap. Skip it if pay isn’t deciding yet.',
    choices: PAY_FLOOR_CHOICES,
    noAnswerLabel: 'No minimum',
    what: 'the least pay you would consider',
  },
} as const satisfies Record<OnboardingQuestionId, OnboardingQuestion>;

/** The questions in groups, in the order they are asked: a step each, or a section of a page. */
export const ONBOARDING_SECTIONS = [
  { id: 'about', title: 'About you', questions: ['lifeStage', 'country', 'currentOccupation'] },
  { id: 'education', title: 'Your education', questions: ['highestEducation', 'plannedEducation'] },
  { id: 'preparation', title: 'More study or training', questions: ['maxJobZone'] },
  { id: 'subjects', title: 'Subjects you enjoy', questions: ['enjoyedSubjects'] },
  { id: 'values', title: 'What matters most at work', questions: ['workValues', 'payFloor'] },
] as const satisfies readonly {
  id: string;
  title: string;
  questions: readonly OnboardingQuestionId[];
}[];

export type OnboardingSection = (typeof ONBOARDING_SECTIONS)[number];
