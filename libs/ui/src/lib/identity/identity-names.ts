import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BigFiveDomain } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

/** An interest area's name in the reader's language (worded once, in @pathwise/career-words). */
export { areaName } from '@pathwise/career-words';

/** The Big Five traits by name (in English, `bigFiveDomainInfo(domain).name`). */
const TRAIT_NAMES: Record<BigFiveDomain, MessageDescriptor> = {
  N: msg({ message: 'Neuroticism', comment: 'A Big Five personality trait' }),
  E: msg({ message: 'Extraversion', comment: 'A Big Five personality trait' }),
  O: msg({ message: 'Openness to Experience', comment: 'A Big Five personality trait' }),
  A: msg({ message: 'Agreeableness', comment: 'A Big Five personality trait' }),
  C: msg({ message: 'Conscientiousness', comment: 'A Big Five personality trait' }),
};

/** A Big Five trait's name in the reader's language. */
export const traitName = (domain: BigFiveDomain): string => i18n._(TRAIT_NAMES[domain]);
