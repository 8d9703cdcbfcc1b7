import { type RiasecArea, isRiasecArea, riasecAreaInfo } from '@pathwise/assessment';

export type CodeArea = { letter: RiasecArea; name: string; description: string };

/** The areas a Holland code names, strongest first, each with its name and what it means. */
export function codeAreas(hollandCode: string): CodeArea[] {
  return [...hollandCode].filter(isRiasecArea).map((area) => {
    const info = riasecAreaInfo(area);
    return { letter: area, name: info.name, description: info.description };
  });
}
