import { type RiasecArea, isRiasecArea } from '@pathwise/assessment';
import { areaDescription, areaName } from '@pathwise/career-words';

export type CodeArea = { letter: RiasecArea; name: string; description: string };

/** The areas a Holland code names, strongest first, each with its name and what it means. */
export function codeAreas(hollandCode: string): CodeArea[] {
  return [...hollandCode].filter(isRiasecArea).map((area) => ({
    letter: area,
    name: areaName(area),
    description: areaDescription(area),
  }));
}
