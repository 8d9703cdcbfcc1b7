import type { InterestRating } from '@pathwise/contract';
import { type Locale, activeLocale } from '@pathwise/i18n';

export type VoiceCommand =
  | { kind: 'answer'; rating: InterestRating }
  | { kind: 'repeat' }
  | { kind: 'skip' }
  | { kind: 'pause' };

type Phrases = ReadonlyArray<readonly [RegExp, VoiceCommand]>;

/**
 * Yes / maybe / no and the everyday ways of saying them, plus the three spoken controls, in each
 * language the page speaks: the recogniser listens in the page's language. Replies are matched
 * lower-case, without accents ("sí" is heard as "si").
 */
const PHRASES: Readonly<Record<Locale, Phrases>> = {
  en: [
    [
      /\b(not sure|unsure|maybe|perhaps|possibly|don'?t know|dunno|kind of|sort of)\b/,
      { kind: 'answer', rating: 'unsure' },
    ],
    [
      /\b(not for me|no|nope|nah|not really|never|(definitely|absolutely|certainly|really) not|wouldn'?t|would not|not at all)\b/,
      { kind: 'answer', rating: 'dislike' },
    ],
    [
      /\b(yes|yeah|yep|yup|sure|love it|i would|definitely|absolutely|ok|okay)\b/,
      { kind: 'answer', rating: 'like' },
    ],
    [/\b(repeat|again|say that again|pardon|what)\b/, { kind: 'repeat' }],
    [/\b(skip|next|pass)\b/, { kind: 'skip' }],
    [/\b(pause|stop|wait)\b/, { kind: 'pause' }],
  ],
  es: [
    [
      /\b(quizas?|tal vez|a lo mejor|puede ser|puede que|no se|no lo se|no estoy segur[oa]|no sabria|depende|mas o menos)\b/,
      { kind: 'answer', rating: 'unsure' },
    ],
    [
      /\b(no es para mi|no|nop|nunca|jamas|para nada|en absoluto|de ninguna manera|que va|no me gustaria|no mucho|tampoco)\b/,
      { kind: 'answer', rating: 'dislike' },
    ],
    [
      /\b(si|sip|claro|me encanta|me gustaria|por supuesto|desde luego|vale|de acuerdo|ok|okey|okay)\b/,
      { kind: 'answer', rating: 'like' },
    ],
    [/\b(repite|repitelo|repetir|otra vez|de nuevo|como|que|perdon)\b/, { kind: 'repeat' }],
    [/\b(salta|saltar|siguiente|pasa|pasar|omite|omitir)\b/, { kind: 'skip' }],
    [/\b(pausa|para|parar|espera|detente|alto)\b/, { kind: 'pause' }],
  ],
};

/** Lower case, straight apostrophes and no accents, so "Sí" and "si", "don’t" and "don't" match. */
const plain = (heard: string) =>
  heard.toLowerCase().replace(/[’]/g, "'").normalize('NFD').replace(/\p{M}/gu, '');

/**
 * What a spoken reply means, from the recogniser's guesses (best first); null when none of them
 * is an answer or a control. "Not sure" is checked before "no", and refusals ("definitely not",
 * "I wouldn't") before "yes", so neither is heard as the other. Heard in the language the page
 * speaks unless given.
 */
export function readVoiceCommand(
  alternatives: readonly string[],
  language: Locale = activeLocale(),
): VoiceCommand | null {
  const phrases = PHRASES[language] ?? PHRASES.en;
  for (const heard of alternatives) {
    const text = plain(heard);
    for (const [pattern, command] of phrases) if (pattern.test(text)) return command;
  }
  return null;
}

/** The keys the audio page answers to, as printed on its buttons (the same in every language). */
export const KEY_COMMANDS: Readonly<Record<string, VoiceCommand>> = {
  y: { kind: 'answer', rating: 'like' },
  m: { kind: 'answer', rating: 'unsure' },
  n: { kind: 'answer', rating: 'dislike' },
  r: { kind: 'repeat' },
  s: { kind: 'skip' },
};
