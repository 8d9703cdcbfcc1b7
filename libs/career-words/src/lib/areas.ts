import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RiasecArea } from '@pathwise/assessment';
import { formatList, i18n } from '@pathwise/i18n';

/** Holland's interest areas by name (in English, `riasecAreaInfo(area).name`). */
const AREA_NAMES: Record<RiasecArea, MessageDescriptor> = {
  R: msg({ message: 'Realistic', comment: 'Holland’s interest area R (RIASEC)' }),
  I: msg({ message: 'Investigative', comment: 'Holland’s interest area I (RIASEC)' }),
  A: msg({ message: 'Artistic', comment: 'Holland’s interest area A (RIASEC)' }),
  S: msg({ message: 'Social', comment: 'Holland’s interest area S (RIASEC)' }),
  E: msg({ message: 'Enterprising', comment: 'Holland’s interest area E (RIASEC)' }),
  C: msg({ message: 'Conventional', comment: 'Holland’s interest area C (RIASEC)' }),
};

/** What each area's kind of work is, in one plain sentence. */
const AREA_DESCRIPTIONS: Record<RiasecArea, MessageDescriptor> = {
  R: msg`Hands-on work with tools, machines, materials, plants or animals, often outdoors or on your feet.`,
  I: msg`Working with ideas: finding things out, analysing and solving problems, often in science or maths.`,
  A: msg`Creating and expressing: art, music, writing, design or performance, with room for your own style.`,
  S: msg`Helping, teaching, caring for and advising people.`,
  E: msg`Leading and persuading: starting projects, taking charge, selling ideas and making decisions.`,
  C: msg`Organising information and things: working with data, records and clear procedures.`,
};

/** An interest area's name in the reader's language: "Investigative". */
export const areaName = (area: RiasecArea): string => i18n._(AREA_NAMES[area]);

/** What an area's kind of work is, in one plain sentence. */
export const areaDescription = (area: RiasecArea): string => i18n._(AREA_DESCRIPTIONS[area]);

/**
 * Areas as the reader's language lists them: "Investigative", "Investigative and Artistic",
 * "Realistic, Investigative, and Artistic" ("Social e Investigador").
 */
export const areaList = (areas: readonly RiasecArea[]): string => formatList(areas.map(areaName));
