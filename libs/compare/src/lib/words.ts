import { type RiasecArea, riasecAreaInfo } from '@pathwise/assessment';

/** "A", "A and B", "A, B and C". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "Investigative", "Investigative and Artistic", "Realistic, Investigative and Artistic". */
export const areaList = (areas: readonly RiasecArea[]): string =>
  joinWords(areas.map((area) => riasecAreaInfo(area).name));
