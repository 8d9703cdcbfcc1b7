import type { BigFiveFacet, BigFiveLevel } from '../domains';

/*
 * Pathwise's own English texts for the report. Levels are percentile bands against the person's
 * norm group (see ../levels.ts): "low" means lower than most people in that group, "high" higher
 * than most, "neutral" (shown as "average") in the middle. Written for readers of 15 upward:
 * behaviour and its trade-offs, never a verdict on worth.
 */

export interface OwnLevelText {
  /** One or two sentences: what this level tends to look like, compared with most people. */
  readonly summary: string;
  /** What this can look like at school or college: a short paragraph. */
  readonly atStudy: string;
  /** What this can look like at work, or when changing careers: a short paragraph. */
  readonly atWork: string;
  /** Strengths this level often brings: two or three short phrases. */
  readonly strengths: readonly string[];
  /** Things to watch for: one to three short phrases, said as trade-offs. */
  readonly watchFor: readonly string[];
}

export interface OwnFacetTexts {
  readonly title: string;
  /** What the facet is about, in one or two sentences, with no judgement either way. */
  readonly description: string;
  /** At each level: one to three sentences naming an upside and a trade-off. */
  readonly levels: Readonly<Record<BigFiveLevel, string>>;
}

export interface OwnDomainTexts {
  readonly title: string;
  /** One sentence. */
  readonly shortDescription: string;
  /** Two or three short paragraphs. */
  readonly description: readonly string[];
  readonly levels: Readonly<Record<BigFiveLevel, OwnLevelText>>;
  readonly facets: Readonly<Record<BigFiveFacet, OwnFacetTexts>>;
}
