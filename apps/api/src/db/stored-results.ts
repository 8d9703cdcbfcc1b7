import type {
  BigFiveNormedScores,
  BigFiveScores,
  InterestScored,
  ResponseQuality,
} from '@pathwise/assessment';
import {
  BIG_FIVE_DOMAIN_CODES,
  RIASEC,
  bigFiveLevelSchema,
  personalityReportSchema,
  responseQualitySchema,
} from '@pathwise/contract';
import { z } from 'zod';

/**
 * What a stored report holds: the raw scores, where they stand in the chosen norm group, and the
 * check of the answers (absent from reports made before answers were checked).
 */
export type StoredPersonalityResult = {
  scores: BigFiveScores;
  normed: BigFiveNormedScores;
  quality?: ResponseQuality;
};

/**
 * The JSON documents the API stores (a report's scores, an interest result), read back through
 * these schemas rather than cast: a row written by an older version, or damaged, reads as absent
 * (with a process warning), never as a crash halfway through a response.
 */

const FACET_KEYS = ['1', '2', '3', '4', '5', '6'] as const;
const everyKey = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

const scale = z.object({ score: z.number(), count: z.number().int(), result: bigFiveLevelSchema });
const normed = z.object({
  raw: z.number(),
  z: z.number(),
  t: z.number(),
  percentile: z.number().min(0).max(100),
});
const groupSchema = personalityReportSchema.shape.normGroup;

const storedPersonalityResultSchema = z.object({
  scores: z.object({
    testVersion: z.string(),
    domains: everyKey(BIG_FIVE_DOMAIN_CODES, scale.extend({ facets: everyKey(FACET_KEYS, scale) })),
  }),
  normed: z.object({
    group: z.object({
      id: z.string(),
      sex: groupSchema.shape.sex,
      ageBand: groupSchema.shape.ageBand,
      label: z.string(),
      approximate: z.boolean(),
      approximations: z.array(z.string()),
    }),
    approximate: z.boolean(),
    domains: everyKey(
      BIG_FIVE_DOMAIN_CODES,
      normed.extend({ facets: everyKey(FACET_KEYS, normed) }),
    ),
  }),
  quality: responseQualitySchema.optional(),
});

const perArea = everyKey(RIASEC, z.number());
const storedInterestResultSchema = z.object({
  status: z.literal('scored'),
  scores: everyKey(RIASEC, z.number().min(0).max(100)),
  hollandCode: z.string().regex(/^[RIASEC]{3}$/),
  topAreas: z.tuple([z.enum(RIASEC), z.enum(RIASEC), z.enum(RIASEC)]),
  flat: z.boolean(),
  answered: z.object({ total: z.number().int(), byArea: perArea }),
  tallies: everyKey(
    RIASEC,
    z.object({ like: z.number(), unsure: z.number(), dislike: z.number(), answered: z.number() }),
  ),
});

function reader<T>(schema: z.ZodType, what: string) {
  return (stored: unknown): T | null => {
    const parsed = schema.safeParse(typeof stored === 'string' ? safeJson(stored) : stored);
    if (parsed.success) return parsed.data as T;
    // For whoever runs the API: the person sees the result as missing and can make a new one.
    process.emitWarning(`A stored ${what} does not match its schema, so it is left out.`, {
      code: 'PATHWISE_STORED_RESULT',
      detail: parsed.error.issues.map((issue) => issue.path.join('.')).join(', '),
    });
    return null;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored report's scores (a row's `result`, or its JSON text), or null when unreadable. */
export const readStoredPersonality = reader<StoredPersonalityResult>(
  storedPersonalityResultSchema,
  'personality result',
);

/** A stored interest result (a row's `result`, or its JSON text), or null when unreadable. */
export const readStoredInterest = reader<InterestScored>(
  storedInterestResultSchema,
  'interest result',
);
