/** What a failed database call means for the caller. */
export type DatabaseFailure =
  'unique' | 'account_vanished' | 'reference' | 'serialization' | 'unreachable' | null;

/** Socket errors and PostgreSQL's connection classes (08, 57P0x shutdowns, 53300 too many). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** node-postgres and PGlite say these in words, without a code. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** The error and its causes: drizzle wraps the driver's error in its own. */
function* chain(
  error: unknown,
): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    yield at;
    at = (at as { cause?: unknown }).cause;
  }
}

export function databaseFailure(error: unknown): DatabaseFailure {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (code === '23505') return 'unique';
    // Every person's row points at their profile: a missing profile is an account deleted meanwhile.
    if (code === '23503')
      return typeof link.constraint === 'string' && link.constraint.includes('profiles')
        ? 'account_vanished'
        : 'reference';
    if (code === '40001' || code === '40P01') return 'serialization';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return 'unreachable';
    if (typeof link.message === 'string' && UNREACHABLE_MESSAGES.test(link.message))
      return 'unreachable';
  }
  return null;
}
