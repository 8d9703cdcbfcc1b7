import { z } from 'zod';
import { careerCodeSchema, fitBandSchema } from './careers.schemas';

import { CAREER_VERDICTS, VERDICT_STATS_MINIMUM } from './verdict-rules';

export const careerVerdictSchema = z.enum(CAREER_VERDICTS);

/** PUT /api/me/verdicts/:code. */
export const putVerdictSchema = z.object({ verdict: careerVerdictSchema }).strict();

export const verdictSchema = z.object({
  code: careerCodeSchema,
  /** The career's title today; null when the catalogue no longer lists it. */
  title: z.string().nullable(),
  verdict: careerVerdictSchema,
  decidedAt: z.iso.datetime(),
});

/** GET /api/me/verdicts: newest first. */
export const verdictsSchema = z.object({ items: z.array(verdictSchema) });

/**
 * GET /api/verdicts/stats: from every stored answer, how many said yes in each fit band (the band
 * the career had for the person when they answered); only bands with at least
 * `VERDICT_STATS_MINIMUM` answers.
 */
export const verdictStatsSchema = z.object({
  minimum: z.literal(VERDICT_STATS_MINIMUM),
  bands: z.array(
    z.object({
      band: fitBandSchema,
      yes: z.number().int().min(0),
      answers: z.number().int().min(VERDICT_STATS_MINIMUM),
    }),
  ),
});

export type CareerVerdict = z.infer<typeof careerVerdictSchema>;
export type Verdict = z.infer<typeof verdictSchema>;
export type Verdicts = z.infer<typeof verdictsSchema>;
export type VerdictStats = z.infer<typeof verdictStatsSchema>;
