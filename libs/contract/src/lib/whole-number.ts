import { z } from 'zod';

/**
 * A whole number as an address gives it (digits only) or as a JSON body does (a number), from `min`
 * to `max`. A blank value, `null` and `true` are refused: `z.coerce` read them as 0 or 1.
 */
export function wholeNumber({
  min,
  max,
  message,
  tooHigh = message,
}: {
  min: number;
  max: number;
  /** What to give instead, for a value that isn't a whole number from `min`. */
  message: string;
  tooHigh?: string;
}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, tooHigh),
  );
}
