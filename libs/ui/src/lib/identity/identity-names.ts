import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BigFiveDomain, RiasecArea } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

/** Holland's interest areas by name (in English, `riasecAreaInfo(area).name`). */
const AREA_NAMES: Record<RiasecArea, MessageDescriptor> = {
  R: msg({ message: 'Realistic', comment: 'Holland’s interest area R (RIASEC)' }),
  I: msg({ message: 'Investigative', comment: 'Holland’s interest area I (RIASEC)' }),
  A: msg({ message: 'Artistic', comment: 'Holland’s interest area A (RIASEC)' }),
  S: msg({ message: 'Social', comment: 'Holland’s interest area S (RIASEC)' }),
  E: msg({ message: 'Enterprising', comment: 'Holland’s interest area E (RIASEC)' }),
  C: msg({ message: 'Conventional', comment: 'Holland’s interest area C (RIASEC)' }),
};

/** The Big Five traits by name (in English, `bigFiveDomainInfo(domain).name`). */
const TRAIT_NAMES: Record<BigFiveDomain, MessageDescriptor> = {
  N: msg({ message: 'Neuroticism', comment: 'A Big Five personality trait' }),
  E: msg({ message: 'Extraversion', comment: 'A Big Five personality trait' }),
  O: msg({ message: 'Openness to Experience', comment: 'A Big Five personality trait' }),
  A: msg({ message: 'Agreeableness', comment: 'A Big Five personality trait' }),
  C: msg({ message: 'Conscientiousness', comment: 'A Big Five personality trait' }),
};

/** An interest area's name in the reader's language. */
export const areaName = (area: RiasecArea): string => i18n._(AREA_NAMES[area]);

/** A Big Five trait's name in the reader's language. */
export const traitName = (domain: BigFiveDomain): string => i18n._(TRAIT_NAMES[domain]);
