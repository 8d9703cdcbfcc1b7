import type { InterestRating } from '@pathwise/contract';

export type VoiceCommand =
  | { kind: 'answer'; rating: InterestRating }
  | { kind: 'repeat' }
  | { kind: 'skip' }
  | { kind: 'pause' };

/** Yes / maybe / no and the everyday ways of saying them, plus the three spoken controls. */
const PHRASES: ReadonlyArray<readonly [RegExp, VoiceCommand]> = [
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
];

/**
 * What a spoken reply means, from the recogniser's guesses (best first); null when none of them
 * is an answer or a control. "Not sure" is checked before "no", and refusals ("definitely not",
 * "I wouldn't") before "yes", so neither is heard as the other.
 */
export function readVoiceCommand(alternatives: readonly string[]): VoiceCommand | null {
  for (const heard of alternatives) {
    const text = heard.toLowerCase().replace(/[’]/g, "'");
    for (const [pattern, command] of PHRASES) if (pattern.test(text)) return command;
  }
  return null;
}

/** The keys the audio page answers to, as printed on its buttons. */
export const KEY_COMMANDS: Readonly<Record<string, VoiceCommand>> = {
  y: { kind: 'answer', rating: 'like' },
  m: { kind: 'answer', rating: 'unsure' },
  n: { kind: 'answer', rating: 'dislike' },
  r: { kind: 'repeat' },
  s: { kind: 'skip' },
};
