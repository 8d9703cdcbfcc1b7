import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RiasecArea, isRiasecArea } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';
import { areaName } from '@pathwise/ui/identity';

export type CodeArea = { letter: RiasecArea; name: string; description: string };

/*
 * What each of Holland's areas means, in the reader's language. `@pathwise/assessment` runs in the
 * API too and says it in English only (`riasecAreaInfo`), so the dashboard words the area codes.
 */
const AREA_DESCRIPTIONS: Record<RiasecArea, MessageDescriptor> = {
  R: msg`Hands-on work with tools, machines, materials, plants or animals, often outdoors or on your feet.`,
  I: msg`Working with ideas: finding things out, analysing and solving problems, often in science or maths.`,
  A: msg`Creating and expressing: art, music, writing, design or performance, with room for your own style.`,
  S: msg`Helping, teaching, caring for and advising people.`,
  E: msg`Leading and persuading: starting projects, taking charge, selling ideas and making decisions.`,
  C: msg`Organising information and things: working with data, records and clear procedures.`,
};

/** The areas a Holland code names, strongest first, each with its name and what it means. */
export function codeAreas(hollandCode: string): CodeArea[] {
  return [...hollandCode].filter(isRiasecArea).map((area) => ({
    letter: area,
    name: areaName(area),
    description: i18n._(AREA_DESCRIPTIONS[area]),
  }));
}
