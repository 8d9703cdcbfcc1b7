import type { BigFiveDomain } from '../../domains';
import type { OwnDomainTexts } from '../types';
import { AGREEABLENESS_ES } from './agreeableness';
import { CONSCIENTIOUSNESS_ES } from './conscientiousness';
import { EXTRAVERSION_ES } from './extraversion';
import { NEUROTICISM_ES } from './neuroticism';
import { OPENNESS_ES } from './openness';

/** Pathwise's own Spanish report texts, by domain: written for Spanish readers, not translated. */
export const OWN_TEXTS_ES: Readonly<Record<BigFiveDomain, OwnDomainTexts>> = {
  N: NEUROTICISM_ES,
  E: EXTRAVERSION_ES,
  O: OPENNESS_ES,
  A: AGREEABLENESS_ES,
  C: CONSCIENTIOUSNESS_ES,
};
