import { msg } from '@lingui/core/macro';
import { MAX_WORK_VALUES, type OnboardingQuestionId } from '@pathwise/contract';
import { withWords } from './words';
import {
  type Choice,
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  PAY_FLOOR_CHOICES,
  SUBJECT_CHOICES,
  WORK_VALUE_CHOICES,
  educationChoices,
} from './answer-options';

type Asked = {
  /** The question as asked. */
  readonly legend: string;
  readonly hint?: string;
  /** The question in a few words, for buttons and messages about it ("Try again to save …"). */
  readonly what: string;
};

/**
 * One onboarding question: how it is answered, and with what. Its words are read in the active
 * language each time they are read (see `withWords`): read them while rendering.
 */
export type OnboardingQuestion =
  | (Asked & {
      kind: 'one';
      choices: readonly Choice<string>[];
      /** The choices in the terms of the person's country, where they differ between countries. */
      choicesIn?: (country?: string | null) => readonly Choice<string>[];
      readonly noAnswerLabel: string;
    })
  | (Asked & { kind: 'many'; choices: readonly Choice<string>[]; max?: number })
  | (Asked & { kind: 'country'; readonly noAnswerLabel: string })
  | (Asked & { kind: 'current-job' });

/**
 * Every onboarding question, for every screen that asks, shows or counts them. The limits are the
 * contract's, so the form refuses what the API would. The education questions' choices are in
 * words any country's reader understands; `questionChoices` words them as the person's country does.
 */
export const ONBOARDING_QUESTIONS = {
  lifeStage: withWords(
    { kind: 'one', choices: LIFE_STAGE_CHOICES },
    {
      legend: msg`Where are you in life right now?`,
      noAnswerLabel: msg`Prefer not to say`,
      what: msg`where you are in life`,
    },
  ),
  country: withWords(
    { kind: 'country' },
    {
      legend: msg`Where you live`,
      hint: msg`Qualifications and job titles differ between countries.`,
      noAnswerLabel: msg`Prefer not to say`,
      what: msg`where you live`,
    },
  ),
  currentOccupation: withWords(
    { kind: 'current-job' },
    {
      legend: msg`What do you do now, or what did you do last?`,
      hint: msg`For people working or changing careers: we’ll list careers that use the same skills. Skip it if it doesn’t apply.`,
      what: msg`what you do now`,
    },
  ),
  highestEducation: withWords(
    { kind: 'one', choices: EDUCATION_CHOICES, choicesIn: educationChoices },
    {
      legend: msg`What is the highest level of education you have finished?`,
      noAnswerLabel: msg`Prefer not to say`,
      what: msg`the education you have finished`,
    },
  ),
  plannedEducation: withWords(
    { kind: 'one', choices: EDUCATION_CHOICES, choicesIn: educationChoices },
    {
      legend: msg`What is the highest level you plan to reach?`,
      hint: msg`Your best guess is fine: plans change.`,
      noAnswerLabel: msg`Not sure yet`,
      what: msg`the education you plan`,
    },
  ),
  maxJobZone: withWords(
    { kind: 'one', choices: JOB_ZONE_CHOICES },
    {
      legend: msg`How much more education or training would you take on for the right job?`,
      hint: msg`Careers need different amounts of preparation, from a few weeks to many years. Choose the most you’d be willing to take on.`,
      noAnswerLabel: msg`Not sure yet`,
      what: msg`how much preparation you would take on`,
    },
  ),
  enjoyedSubjects: withWords(
    { kind: 'many', choices: SUBJECT_CHOICES },
    {
      legend: msg`Which fields and school subjects do you enjoy?`,
      hint: msg`Tick as many as you like, including ones you enjoy outside school. They’re kept with your answers for you to look back on; they don’t change which careers we suggest.`,
      what: msg`the subjects you enjoy`,
    },
  ),
  workValues: withWords(
    { kind: 'many', choices: WORK_VALUE_CHOICES, max: MAX_WORK_VALUES },
    {
      legend: msg`What matters most to you at work?`,
      what: msg`what matters to you at work`,
    },
  ),
  payFloor: withWords(
    { kind: 'one', choices: PAY_FLOOR_CHOICES },
    {
      legend: msg`What is the least pay a year you would consider?`,
      hint: msg`Your list of careers starts with those whose median pay (what half of workers earn more than, from BLS) reaches it; careers BLS publishes no pay for are left out too. You can lift it on the list in one tap. Skip it if pay isn’t deciding yet.`,
      noAnswerLabel: msg`No minimum`,
      what: msg`the least pay you would consider`,
    },
  ),
} as const satisfies Record<OnboardingQuestionId, OnboardingQuestion>;

/** A question's choices in the terms of the person's country (its ISO code), where that matters. */
export const questionChoices = (
  question: Extract<OnboardingQuestion, { kind: 'one' | 'many' }>,
  country?: string | null,
): readonly Choice<string>[] =>
  (question.kind === 'one' && question.choicesIn?.(country)) || question.choices;

/** The questions in groups, in the order they are asked: a step each, or a section of a page. */
export const ONBOARDING_SECTIONS = [
  withWords(
    { id: 'about', questions: ['lifeStage', 'country', 'currentOccupation'] },
    { title: msg`About you` },
  ),
  withWords(
    { id: 'education', questions: ['highestEducation', 'plannedEducation'] },
    { title: msg`Your education` },
  ),
  withWords(
    { id: 'preparation', questions: ['maxJobZone'] },
    { title: msg`More study or training` },
  ),
  withWords({ id: 'subjects', questions: ['enjoyedSubjects'] }, { title: msg`Subjects you enjoy` }),
  withWords(
    { id: 'values', questions: ['workValues', 'payFloor'] },
    { title: msg`What matters most at work` },
  ),
] as const satisfies readonly {
  id: string;
  readonly title: string;
  questions: readonly OnboardingQuestionId[];
}[];

export type OnboardingSection = (typeof ONBOARDING_SECTIONS)[number];
