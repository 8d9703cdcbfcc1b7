import type { AnalyticsEvents } from '@pathwise/analytics';
// The mini build of zod: the same checks at a fraction of the size on this route.
import { z } from 'zod/mini';

export type ViewedFrom = AnalyticsEvents['career_viewed']['from'];

/** An O*NET-SOC code such as 15-1252.00, as the contract's careerCodeSchema checks it. */
export const careerCodeParamSchema = z.string().check(z.regex(/^\d{2}-\d{4}\.\d{2}$/));

const fromSchema = z.enum(['suggestions', 'explorer', 'related', 'favourites', 'direct']);

export type CareerParams = {
  /** The career asked for, or null when the address has no well-formed code. */
  code: string | null;
  /** Where the person came from, for analytics; 'direct' unless the address names a known place. */
  from: ViewedFrom;
};

/** Reads `?code=` and `?from=` from the address; anything unexpected is treated as missing. */
export function parseCareerParams(params: URLSearchParams): CareerParams {
  const code = careerCodeParamSchema.safeParse(params.get('code'));
  const from = fromSchema.safeParse(params.get('from'));
  return { code: code.success ? code.data : null, from: from.success ? from.data : 'direct' };
}
