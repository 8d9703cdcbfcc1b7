import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@pathwise/i18n';

/** Words for a field: a catalogue message, or a function that words it (with values) when read. */
export type Words = MessageDescriptor | (() => string);

/**
 * `fixed` with each of `words` as a field read in the active language each time it is read, for
 * the constants screens show as plain strings (answer options, questions, section titles). Read
 * them while rendering, never at a module's top level: the language isn't chosen yet then.
 */
export function withWords<const T extends object, const W extends Readonly<Record<string, Words>>>(
  fixed: T,
  words: W,
): T & { readonly [Key in keyof W]: string } {
  const result = { ...fixed };
  for (const [key, word] of Object.entries(words)) {
    Object.defineProperty(result, key, {
      enumerable: true,
      get: typeof word === 'function' ? word : () => i18n._(word),
    });
  }
  return result as T & { readonly [Key in keyof W]: string };
}
