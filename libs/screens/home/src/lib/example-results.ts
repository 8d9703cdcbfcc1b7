import type { BigFiveDomain, RiasecProfile } from '@pathwise/assessment';

/*
 * Made-up results for the home page's previews of a report and an interest result: no one's
 * answers, and said to be an example wherever they show.
 */

/** Five traits' percentiles, highest first, as a report's summary lists them. */
export const EXAMPLE_TRAITS: readonly { domain: BigFiveDomain; percentile: number }[] = [
  { domain: 'O', percentile: 84 },
  { domain: 'A', percentile: 71 },
  { domain: 'C', percentile: 58 },
  { domain: 'E', percentile: 42 },
  { domain: 'N', percentile: 27 },
];

/** Scores (0–100) in the six interest areas. */
export const EXAMPLE_INTERESTS: RiasecProfile = { R: 28, I: 74, A: 86, S: 63, E: 39, C: 21 };
