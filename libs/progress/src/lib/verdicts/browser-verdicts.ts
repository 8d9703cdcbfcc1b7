import {
  CAREER_CODE_PATTERN,
  CAREER_VERDICTS,
  VERDICTS_LIMIT,
  type Verdict,
} from '@pathwise/contract';
import { z } from 'zod/mini';
import { browserRecord } from '../storage';
import { STORAGE_KEYS } from '../../keys';

/** Where a signed-out person's answers to "Would you consider this?" are kept. */
export const VERDICTS_KEY = STORAGE_KEYS.verdicts;

const storedVerdictsSchema = z
  .array(
    z.object({
      code: z.string().check(z.regex(CAREER_CODE_PATTERN)),
      title: z.nullable(z.string().check(z.maxLength(300))),
      verdict: z.enum(CAREER_VERDICTS),
      decidedAt: z.string().check(z.minLength(1), z.maxLength(40)),
    }),
  )
  .check(z.maxLength(VERDICTS_LIMIT));

/** This browser's answers, newest first, one per career. */
export const browserVerdicts = browserRecord<Verdict[]>({
  key: VERDICTS_KEY,
  schema: storedVerdictsSchema,
});

/** The list with one career's answer set (newest first) or, for null, taken back. */
export function withVerdict(
  list: readonly Verdict[],
  career: { code: string; title: string },
  verdict: Verdict['verdict'] | null,
  now: Date,
): Verdict[] {
  const rest = list.filter((item) => item.code !== career.code);
  return verdict ? [{ ...career, verdict, decidedAt: now.toISOString() }, ...rest] : rest;
}
