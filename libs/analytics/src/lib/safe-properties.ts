import type { EventValue } from './events';

/** Longer strings are not codes or choices from a list, so they are not sent. */
export const MAX_STRING_LENGTH = 64;

/**
 * The last guard before an event leaves: only flat booleans, finite numbers and short strings go,
 * so a mistake elsewhere can't send free text, answers or objects.
 */
export function safeProperties(properties: object): Record<string, EventValue> {
  const safe: Record<string, EventValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'boolean') safe[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) safe[key] = value;
    else if (typeof value === 'string' && value.length <= MAX_STRING_LENGTH && !value.includes('@'))
      safe[key] = value;
  }
  return safe;
}
