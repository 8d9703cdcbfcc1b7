import { problemSchema } from '@pathwise/contract';

/**
 * The problem responses every API route may give, for the OpenAPI document and the serializer: a
 * request it cannot read (400, 413, 415), too many requests (429), a service it needs down (503).
 */
export const PROBLEMS = {
  400: problemSchema,
  413: problemSchema,
  415: problemSchema,
  429: problemSchema,
  503: problemSchema,
} as const;

/** ...and for a route behind `requireIdentity`, a sign-in missing, refused or deleted (401). */
export const SIGNED_IN_PROBLEMS = { ...PROBLEMS, 401: problemSchema } as const;
