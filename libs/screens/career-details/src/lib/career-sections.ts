import {
  type RiasecArea,
  RIASEC_ORDER,
  isRiasecArea,
  rankAreas,
  riasecAreaInfo,
} from '@pathwise/assessment';
import type { CareerDetails, RiasecScores } from '@pathwise/contract';

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
  [...technologies].sort((a, b) => technologyRank(a) - technologyRank(b));

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
  return RIASEC_ORDER.map((area) => ({
    area,
    name: riasecAreaInfo(area).name,
    career: { percent: onetPercent(career[area]), text: `${career[area].toFixed(1)} of 7` },
    person: person
      ? { percent: clampPercent(person[area]), text: `${Math.round(person[area])} of 100` }
      : null,
  }));
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

/** "Investigative", "Investigative and Artistic", "Realistic, Investigative and Artistic". */
export function areaList(areas: readonly RiasecArea[]): string {
  const names = areas.map((area) => riasecAreaInfo(area).name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "61%", from O*NET's share of workers with the typical education; null when unknown. */
export const shareText = (share: number | null) =>
  share === null ? null : `${Math.round(share)}%`;
