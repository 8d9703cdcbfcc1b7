import type { BigFiveDomain } from '../domains';
import { AGREEABLENESS } from './agreeableness';
import { CONSCIENTIOUSNESS } from './conscientiousness';
import { EXTRAVERSION } from './extraversion';
import { NEUROTICISM } from './neuroticism';
import { OPENNESS } from './openness';
import type { OwnDomainTexts } from './types';

export type { OwnDomainTexts, OwnFacetTexts, OwnLevelText } from './types';

/** Pathwise's own English report texts, by domain. */
export const OWN_TEXTS: Readonly<Record<BigFiveDomain, OwnDomainTexts>> = {
  N: NEUROTICISM,
  E: EXTRAVERSION,
  O: OPENNESS,
  A: AGREEABLENESS,
  C: CONSCIENTIOUSNESS,
};
