import type { BigFiveDomain } from '../big-five/domains';

/**
 * Which facet of the personality test each O*NET 30.x work style is closest to, and in which
 * direction: the style describes the same tendency at work that the facet measures in general.
 * This is a link between two descriptions of similar behaviour, chosen by reading O*NET's
 * definition of each style beside the IPIP-NEO facet's items; it is not a published mapping and
 * not a prediction of how well someone would do the job.
 */
export type WorkStyleTrait = {
  domain: BigFiveDomain;
  /** 1–6, as the inventory numbers facets within the domain. */
  facet: number;
  /** 'high' when a high facet score goes with the style; 'low' for the reverse (Neuroticism). */
  direction: 'high' | 'low';
  /** Why they relate, in a few words that finish "Both are about …". */
  because: string;
};

export const WORK_STYLE_TRAITS: Readonly<Record<string, WorkStyleTrait>> = {
  Innovation: {
    domain: 'O',
    facet: 1,
    direction: 'high',
    because: 'imagining new ways of doing things',
  },
  'Achievement Orientation': {
    domain: 'C',
    facet: 4,
    direction: 'high',
    because: 'setting high goals and working towards them',
  },
  'Intellectual Curiosity': {
    domain: 'O',
    facet: 5,
    direction: 'high',
    because: 'enjoying ideas and learning',
  },
  'Tolerance for Ambiguity': {
    domain: 'O',
    facet: 4,
    direction: 'high',
    because: 'being at ease with the new and uncertain',
  },
  Initiative: {
    domain: 'E',
    facet: 4,
    direction: 'high',
    because: 'getting going and taking things on',
  },
  Adaptability: {
    domain: 'O',
    facet: 4,
    direction: 'high',
    because: 'being open to change and new experiences',
  },
  'Self-Confidence': {
    domain: 'C',
    facet: 1,
    direction: 'high',
    because: 'trusting your own ability to get things done',
  },
  Perseverance: {
    domain: 'C',
    facet: 5,
    direction: 'high',
    because: 'keeping at a task until it is finished',
  },
  'Leadership Orientation': {
    domain: 'E',
    facet: 3,
    direction: 'high',
    because: 'taking charge and giving direction',
  },
  Humility: { domain: 'A', facet: 5, direction: 'high', because: 'being modest about yourself' },
  Sincerity: {
    domain: 'A',
    facet: 2,
    direction: 'high',
    because: 'being genuine and straightforward with people',
  },
  Empathy: {
    domain: 'A',
    facet: 6,
    direction: 'high',
    because: "feeling for other people's needs",
  },
  Cooperation: {
    domain: 'A',
    facet: 4,
    direction: 'high',
    because: 'working with people rather than against them',
  },
  Optimism: {
    domain: 'E',
    facet: 6,
    direction: 'high',
    because: 'keeping a positive, cheerful outlook',
  },
  'Social Orientation': {
    domain: 'E',
    facet: 2,
    direction: 'high',
    because: 'enjoying the company of others',
  },
  Cautiousness: { domain: 'C', facet: 6, direction: 'high', because: 'thinking before acting' },
  'Attention to Detail': {
    domain: 'C',
    facet: 2,
    direction: 'high',
    because: 'being orderly and thorough',
  },
  Dependability: {
    domain: 'C',
    facet: 3,
    direction: 'high',
    because: 'doing what you have said you will do',
  },
  Integrity: { domain: 'A', facet: 2, direction: 'high', because: 'being honest and fair' },
  'Stress Tolerance': {
    domain: 'N',
    facet: 6,
    direction: 'low',
    because: 'staying steady under pressure',
  },
  'Self-Control': {
    domain: 'N',
    facet: 2,
    direction: 'low',
    because: 'staying calm when provoked',
  },
};
