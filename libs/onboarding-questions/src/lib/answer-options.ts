import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  EDUCATION_LEVELS,
  type EducationLevel,
  HOURS_A_YEAR,
  type JobZone,
  PAY_FLOORS,
} from '@pathwise/assessment';
import type { LifeStage, WORK_VALUES } from '@pathwise/contract';
import { formatMoney, i18n } from '@pathwise/i18n';
import { withWords } from './words';

// The answer options every screen that asks or shows the onboarding questions offers. Typed by the
// contract (types only: its full-zod schemas stay off the page); a test checks they cover it.

/**
 * One answer: the value stored, and its words in the active language, read when shown (each read
 * of `label` or `description` gives the language active then).
 */
export type Choice<T extends string> = {
  readonly value: T;
  readonly label: string;
  readonly description?: string;
};

const choice = <T extends string>(
  value: T,
  label: MessageDescriptor | (() => string),
  description?: MessageDescriptor | (() => string),
): Choice<T> =>
  description ? withWords({ value }, { label, description }) : withWords({ value }, { label });

export const LIFE_STAGE_CHOICES: Choice<LifeStage>[] = [
  choice('school', msg`At school`),
  choice('college', msg`At college or university`),
  choice('working', msg`Working`),
  choice('changing-careers', msg`Thinking about changing careers`),
];

/** A life stage as people read it; null when none is given. */
export const lifeStageLabel = (stage: LifeStage | null): string | null =>
  LIFE_STAGE_CHOICES.find((option) => option.value === stage)?.label ?? null;

type EducationWords = Readonly<Record<EducationLevel, MessageDescriptor>>;

/** The levels in words any country's reader understands: for a country with no words of its own. */
const EDUCATION_WORDS: EducationWords = {
  'none-yet': msg`No qualifications yet`,
  secondary: msg`Secondary school, to age 17 or 18`,
  vocational: msg`Vocational training or an apprenticeship`,
  associate: msg`A two-year higher education qualification`,
  bachelor: msg`A bachelor's degree`,
  master: msg`A master's degree`,
  doctorate: msg`A doctorate, such as a PhD`,
};

/**
 * The same levels in the terms of the countries whose qualifications we name: a level is stored
 * the same whatever the country, only its words differ. Each country's words carry a context, so a
 * translation can differ from one country's to another's even where the English is the same.
 */
const COUNTRY_EDUCATION_WORDS: Readonly<Record<string, EducationWords>> = {
  GB: {
    'none-yet': msg({
      context: 'education in the United Kingdom',
      message: 'No qualifications yet',
    }),
    secondary: msg({
      context: 'education in the United Kingdom',
      message: 'GCSEs, A levels or equivalent',
    }),
    vocational: msg({
      context: 'education in the United Kingdom',
      message: 'Vocational training or an apprenticeship, such as a BTEC or an NVQ',
    }),
    associate: msg({
      context: 'education in the United Kingdom',
      message: 'A foundation degree or an HND',
    }),
    bachelor: msg({ context: 'education in the United Kingdom', message: "A bachelor's degree" }),
    master: msg({ context: 'education in the United Kingdom', message: "A master's degree" }),
    doctorate: msg({
      context: 'education in the United Kingdom',
      message: 'A doctorate, such as a PhD',
    }),
  },
  US: {
    'none-yet': msg({
      context: 'education in the United States',
      message: 'No high school diploma yet',
    }),
    secondary: msg({
      context: 'education in the United States',
      message: 'High school diploma or GED',
    }),
    vocational: msg({
      context: 'education in the United States',
      message: 'A vocational certificate or an apprenticeship',
    }),
    associate: msg({ context: 'education in the United States', message: "An associate's degree" }),
    bachelor: msg({ context: 'education in the United States', message: "A bachelor's degree" }),
    master: msg({ context: 'education in the United States', message: "A master's degree" }),
    doctorate: msg({
      context: 'education in the United States',
      message: 'A doctorate, such as a PhD',
    }),
  },
  MX: {
    'none-yet': msg({
      context: 'education in Mexico',
      message: 'Primaria or secundaria, or none yet',
    }),
    secondary: msg({ context: 'education in Mexico', message: 'Preparatoria or bachillerato' }),
    vocational: msg({
      context: 'education in Mexico',
      message: 'A carrera técnica or job training (capacitación para el trabajo)',
    }),
    associate: msg({
      context: 'education in Mexico',
      message: 'Técnico superior universitario (TSU)',
    }),
    bachelor: msg({
      context: 'education in Mexico',
      message: "A licenciatura or ingeniería (bachelor's degree)",
    }),
    master: msg({ context: 'education in Mexico', message: "A maestría (master's degree)" }),
    doctorate: msg({ context: 'education in Mexico', message: 'A doctorado (doctorate)' }),
  },
  ES: {
    'none-yet': msg({ context: 'education in Spain', message: 'ESO, or no qualifications yet' }),
    secondary: msg({ context: 'education in Spain', message: 'Bachillerato or FP de grado medio' }),
    vocational: msg({
      context: 'education in Spain',
      message: 'A certificado de profesionalidad or an apprenticeship',
    }),
    associate: msg({
      context: 'education in Spain',
      message: 'FP de grado superior (técnico superior)',
    }),
    bachelor: msg({
      context: 'education in Spain',
      message: "A grado or licenciatura (bachelor's degree)",
    }),
    master: msg({ context: 'education in Spain', message: "A máster (master's degree)" }),
    doctorate: msg({ context: 'education in Spain', message: 'A doctorado (doctorate)' }),
  },
};

/** The words a country's reader knows the levels by (any country's for an unknown or no country). */
const educationWords = (country?: string | null): EducationWords =>
  (country && COUNTRY_EDUCATION_WORDS[country]) || EDUCATION_WORDS;

const educationChoicesOf = (words: EducationWords): Choice<EducationLevel>[] =>
  EDUCATION_LEVELS.map((level) => choice(level, words[level]));

const CHOICES_BY_COUNTRY = new Map(
  Object.entries(COUNTRY_EDUCATION_WORDS).map(([country, words]) => [
    country,
    educationChoicesOf(words),
  ]),
);

/** The education levels in words any country's reader understands. */
export const EDUCATION_CHOICES: Choice<EducationLevel>[] = educationChoicesOf(EDUCATION_WORDS);

/**
 * The education levels in the terms of the person's country (its ISO code, as the onboarding
 * answers store it): a high school diploma in the United States, preparatoria in Mexico,
 * bachillerato in Spain, GCSEs and A levels in the United Kingdom; words any reader understands for
 * other countries or none. The values stored are the same for every country. The same list is
 * returned for the same country, so it can be passed to a component as it is.
 */
export const educationChoices = (country?: string | null): Choice<EducationLevel>[] =>
  (country && CHOICES_BY_COUNTRY.get(country)) || EDUCATION_CHOICES;

/** An education level as the person's country names it; null when none is given. */
export const educationLabel = (
  level: EducationLevel | null | undefined,
  country?: string | null,
): string | null => (level ? i18n._(educationWords(country)[level]) : null);

/*
 * O*NET's job zones, worded here: `@pathwise/assessment` runs in the API too and names them in
 * English only (`jobZoneInfo`), so the options word the zone it gives, in the same words as the
 * career pages. Each says how long the preparation tends to take, then the usual education.
 */
const JOB_ZONE_WORDS: Readonly<
  Record<JobZone, { name: MessageDescriptor; description: MessageDescriptor }>
> = {
  1: {
    name: msg`Little or no preparation needed`,
    description: msg`Start soon and learn on the job in a few days or weeks. Some of these jobs ask for a high school diploma.`,
  },
  2: {
    name: msg`Some preparation needed`,
    description: msg`A few months to a year of training or experience. Usually a high school diploma.`,
  },
  3: {
    name: msg`Medium preparation needed`,
    description: msg`One or two years of training, an apprenticeship or a short course at college. Usually vocational training, on-the-job experience or an associate's degree.`,
  },
  4: {
    name: msg`Considerable preparation needed`,
    description: msg`About three or four years of study, usually at university. Most need a four-year bachelor's degree.`,
  },
  5: {
    name: msg`Extensive preparation needed`,
    description: msg`Many years: a degree and then more, such as a master’s, a doctorate or professional training. Most need graduate school, such as a master's degree or a doctorate.`,
  },
};

/** The most preparation someone would take on, as O*NET's job zones 1 (little) to 5 (extensive). */
export const JOB_ZONE_CHOICES: Choice<'1' | '2' | '3' | '4' | '5'>[] = (
  [1, 2, 3, 4, 5] as const
).map((zone) =>
  choice(String(zone) as '1', JOB_ZONE_WORDS[zone].name, JOB_ZONE_WORDS[zone].description),
);

/** O*NET's six work values, each explained in a line. */
export const WORK_VALUE_CHOICES: Choice<(typeof WORK_VALUES)[number]>[] = [
  choice(
    'achievement',
    msg`Achievement`,
    msg`Using your strongest abilities and seeing what you have done.`,
  ),
  choice(
    'independence',
    msg`Independence`,
    msg`Working on your own, in your own way, and making your own decisions.`,
  ),
  choice(
    'recognition',
    msg`Recognition`,
    msg`Chances to move up, lead others and be respected for your work.`,
  ),
  choice(
    'relationships',
    msg`Relationships`,
    msg`Friendly colleagues, helping people, and never being asked to go against your conscience.`,
  ),
  choice(
    'support',
    msg`Support`,
    msg`An employer and managers who back you up and treat people fairly.`,
  ),
  choice(
    'working-conditions',
    msg`Working conditions`,
    msg`Good pay, a secure job, steady hours and plenty of variety.`,
  ),
];

/** The least median pay a year someone would consider, with what it comes to an hour. */
export const PAY_FLOOR_CHOICES: Choice<`${(typeof PAY_FLOORS)[number]}`>[] = PAY_FLOORS.map(
  (floor) =>
    choice(
      `${floor}`,
      () => {
        const yearly = formatMoney(floor);
        return t`${yearly} a year`;
      },
      () => {
        const hourly = formatMoney(floor / HOURS_A_YEAR, { cents: true });
        return t`About ${hourly} an hour, full time.`;
      },
    ),
);

/** Common fields and school subjects; stored by these names (in English, whatever the language). */
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

export type Subject = (typeof SUBJECTS)[number];

/** Each subject in words, for the reader's language. */
const SUBJECT_WORDS: Readonly<Record<Subject, MessageDescriptor>> = {
  'English and literature': msg`English and literature`,
  Maths: msg`Maths`,
  Biology: msg`Biology`,
  Chemistry: msg`Chemistry`,
  Physics: msg`Physics`,
  'Computing and IT': msg`Computing and IT`,
  'Engineering and technology': msg`Engineering and technology`,
  History: msg`History`,
  Geography: msg`Geography`,
  Languages: msg`Languages`,
  'Art and design': msg`Art and design`,
  Music: msg`Music`,
  'Drama and performing arts': msg`Drama and performing arts`,
  'Media and film': msg`Media and film`,
  'Business and economics': msg`Business and economics`,
  'Psychology and sociology': msg`Psychology and sociology`,
  'Law and politics': msg`Law and politics`,
  'Health and social care': msg`Health and social care`,
  'Sport and physical education': msg`Sport and physical education`,
  'Food, cooking and hospitality': msg`Food, cooking and hospitality`,
};

const isSubject = (subject: string): subject is Subject => Object.hasOwn(SUBJECT_WORDS, subject);

/** A stored subject in the reader's language: one of ours translated, any other as it was stored. */
export const subjectLabel = (subject: string): string =>
  isSubject(subject) ? i18n._(SUBJECT_WORDS[subject]) : subject;

/** The subjects as answer options: stored by their English names, shown in the reader's language. */
export const SUBJECT_CHOICES: Choice<Subject>[] = SUBJECTS.map((subject) =>
  choice(subject, () => subjectLabel(subject)),
);
