import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  type RiasecArea,
  RIASEC_ORDER,
  isRiasecArea,
  payBasis,
  rankAreas,
} from '@pathwise/assessment';
import { areaName, oneDecimal } from '@pathwise/career-words';
import type { CareerDetails, RiasecScores } from '@pathwise/contract';
import { formatList, formatNumber, i18n } from '@pathwise/i18n';

type Task = CareerDetails['tasks'][number];
type Skill = CareerDetails['skills'][number];
type Technology = CareerDetails['technologies'][number];
type WorkValue = CareerDetails['workValues'][number];

/** Core tasks (central to the job) first, each group in O*NET's order. */
export const orderTasks = (tasks: readonly Task[]): Task[] => [
  ...tasks.filter((task) => task.core),
  ...tasks.filter((task) => !task.core),
];

/** The most important skills first, at most `limit` of them. */
export const topSkills = (skills: readonly Skill[], limit = 8): Skill[] =>
  [...skills].sort((a, b) => b.importance - a.importance).slice(0, limit);

const technologyRank = (technology: Technology) =>
  (technology.hot ? 0 : 2) + (technology.inDemand ? 0 : 1);

/** Technologies employers ask for most come first: hot and in demand, then hot, then the rest. */
export const orderTechnologies = (technologies: readonly Technology[]): Technology[] =>
  [...technologies].sort(
    (a, b) => technologyRank(a) - technologyRank(b) || a.example.localeCompare(b.example),
  );

/**
 * Technologies by category: categories holding what employers ask for most come first (then the
 * larger ones), and within each the same order as `orderTechnologies`.
 */
export function groupTechnologies(technologies: readonly Technology[]) {
  const groups = new Map<string, Technology[]>();
  for (const technology of orderTechnologies(technologies))
    groups.set(technology.category, [...(groups.get(technology.category) ?? []), technology]);
  return [...groups.entries()]
    .map(([category, items]) => ({ category, items }))
    .sort(
      (a, b) =>
        technologyRank(a.items[0]!) - technologyRank(b.items[0]!) ||
        b.items.length - a.items.length ||
        a.category.localeCompare(b.category),
    );
}

export const orderWorkValues = (values: readonly WorkValue[]): WorkValue[] =>
  [...values].sort((a, b) => b.extent - a.extent);

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Where an O*NET interest level (1–7) sits along a bar, in percent. */
export const onetPercent = (level: number) => clampPercent(((level - 1) / 6) * 100);

export type InterestRow = {
  area: RiasecArea;
  name: string;
  career: { percent: number; text: string };
  person: { percent: number; text: string } | null;
};

/** One row per area, in RIASEC order: the career on O*NET's 1–7 scale, the person on 0–100. */
export function interestRows(career: RiasecScores, person: RiasecScores | null): InterestRow[] {
  return RIASEC_ORDER.map((area) => {
    const rating = oneDecimal(career[area]);
    const score = person ? formatNumber(Math.round(person[area])) : '';
    return {
      area,
      name: areaName(area),
      career: { percent: onetPercent(career[area]), text: t`${rating} of 7` },
      person: person ? { percent: clampPercent(person[area]), text: t`${score} of 100` } : null,
    };
  });
}

/** The career's strongest areas: O*NET's high points where given, else its top three scores. */
export function careerStrongestAreas(
  highPoints: string,
  interests: RiasecScores | null,
): RiasecArea[] {
  const fromHighPoints = [...highPoints].filter(isRiasecArea);
  if (fromHighPoints.length > 0) return fromHighPoints;
  return interests ? rankAreas(interests).slice(0, 3) : [];
}

/** The letters of a Holland code such as "IAS", as areas. */
export const areasOfCode = (code: string): RiasecArea[] => [...code].filter(isRiasecArea);

type Knowledge = CareerDetails['knowledge'][number];
type WorkStyle = CareerDetails['workStyles'][number];

/** O*NET importance (1–5) in words. */
export const importanceWords = (importance: number) =>
  importance >= 4 ? t`Very important` : importance >= 3 ? t`Important` : t`Somewhat important`;

/** O*NET level (0–7): how much of it the work calls for. */
export const depthWords = (level: number | null) =>
  level === null
    ? null
    : level >= 5.5
      ? t`expert level`
      : level >= 4
        ? t`advanced level`
        : level >= 2.5
          ? t`working level`
          : t`basic level`;

/** "Very important, at expert level", or the importance alone where O*NET rates no level. */
export function knowledgeRating(importance: number, level: number | null): string {
  const rated = importanceWords(importance);
  const depth = depthWords(level);
  return depth === null ? rated : t`${rated}, at ${depth}`;
}

/**
 * The knowledge areas worth naming: those rated important (3 of 5) or more, at most `limit`; where
 * none is, the three most important, so a career with ratings never shows an empty list.
 */
export function keyKnowledge(knowledge: readonly Knowledge[], limit = 6): Knowledge[] {
  const ordered = [...knowledge].sort((a, b) => b.importance - a.importance);
  const important = ordered.filter((area) => area.importance >= 3);
  return (important.length > 0 ? important : ordered.slice(0, 3)).slice(0, limit);
}

/** O*NET's four work-style groups, in its order. */
export const WORK_STYLE_GROUPS = [
  'Proactive and Growth Oriented',
  'Interpersonally Oriented',
  'Conscientious and Rule Oriented',
  'Emotionally Resilient',
] as const;

/** A style worth describing: one that sets the job apart, or matters a lot (impact 2 or more). */
const isKeyStyle = (style: WorkStyle) => style.distinctive !== null || style.impact >= 2;

/**
 * The key work styles, most impact first, in O*NET's groups (empty groups left out), and the names
 * of the others that still help (impact 1 or more), to mention in a line.
 */
export function helpfulStylesByGroup(styles: readonly WorkStyle[]) {
  const ordered = [...styles].sort((a, b) => b.impact - a.impact);
  const key = ordered.filter(isKeyStyle);
  const groups = [...new Set([...WORK_STYLE_GROUPS, ...key.map((style) => style.group)])];
  return {
    groups: groups
      .map((group) => ({ group, styles: key.filter((style) => style.group === group) }))
      .filter((entry) => entry.styles.length > 0),
    alsoHelps: ordered
      .filter((style) => !isKeyStyle(style) && style.impact >= 1)
      .map((style) => style.name),
  };
}

/** O*NET's impact (−3…3) in words. */
export const impactWords = (impact: number) => (impact >= 2 ? t`Matters a lot` : t`Helps`);

/**
 * What O*NET and BLS don't publish for this career, to say once at the end of the page in place of
 * empty sections.
 */
export function missingParts(career: CareerDetails): { onet: string[]; bls: string[] } {
  const onet = [
    [career.interests === null, msg`interest profile`],
    [career.jobZoneInfo === null, msg`job zone`],
    [career.typicalEducation === null, msg`survey of workers' education`],
    [career.tasks.length === 0, msg`tasks`],
    [career.skills.length === 0, msg`skill ratings`],
    [career.knowledge.length === 0, msg`knowledge ratings`],
    [career.workStyles.length === 0, msg`work styles`],
    [career.technologies.length === 0, msg`technology`],
    [career.workValues.length === 0, msg`work values`],
    [career.related.length === 0, msg`related careers`],
  ] as const;
  const hasPay = career.pay !== null && payBasis(career.pay) !== null;
  const bls = [
    // "…publishes no pay or outlook figures for it."
    [!hasPay, msg({ message: 'pay', context: 'figures' })],
    [career.outlook === null, msg({ message: 'outlook', context: 'figures' })],
  ] as const;
  const names = (list: readonly (readonly [boolean, MessageDescriptor])[]) =>
    list.filter(([missing]) => missing).map(([, name]) => i18n._(name));
  return { onet: names(onet), bls: names(bls) };
}

/** "a, b, or c", as the reader's language writes it. */
export const orList = (names: readonly string[]) => formatList(names, 'disjunction');
