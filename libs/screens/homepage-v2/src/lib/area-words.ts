import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RiasecArea } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

/*
 * Holland's six areas in the reader's language. `@pathwise/assessment` runs in the API too and
 * names them in English only (`riasecAreaInfo`), so the page words the area codes it gives.
 */

const AREA_NAMES: Record<RiasecArea, MessageDescriptor> = {
  R: msg({ message: 'Realistic', comment: 'Holland’s interest area R (RIASEC)' }),
  I: msg({ message: 'Investigative', comment: 'Holland’s interest area I (RIASEC)' }),
  A: msg({ message: 'Artistic', comment: 'Holland’s interest area A (RIASEC)' }),
  S: msg({ message: 'Social', comment: 'Holland’s interest area S (RIASEC)' }),
  E: msg({ message: 'Enterprising', comment: 'Holland’s interest area E (RIASEC)' }),
  C: msg({ message: 'Conventional', comment: 'Holland’s interest area C (RIASEC)' }),
};

const AREA_DESCRIPTIONS: Record<RiasecArea, MessageDescriptor> = {
  R: msg`Hands-on work with tools, machines, materials, plants or animals, often outdoors or on your feet.`,
  I: msg`Working with ideas: finding things out, analysing and solving problems, often in science or maths.`,
  A: msg`Creating and expressing: art, music, writing, design or performance, with room for your own style.`,
  S: msg`Helping, teaching, caring for and advising people.`,
  E: msg`Leading and persuading: starting projects, taking charge, selling ideas and making decisions.`,
  C: msg`Organising information and things: working with data, records and clear procedures.`,
};

/** "Investigative". */
export const areaName = (area: RiasecArea): string => i18n._(AREA_NAMES[area]);

/** What an area's kind of work is, in one plain sentence. */
export const areaDescription = (area: RiasecArea): string => i18n._(AREA_DESCRIPTIONS[area]);
