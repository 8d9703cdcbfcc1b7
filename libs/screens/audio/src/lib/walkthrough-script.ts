import { plural, t } from '@lingui/core/macro';
import type { InterestCard } from '@pathwise/contract';

// What the page says aloud (and shows as the caption), worded when it is said, in the language
// chosen then: the voice speaks the page's language (see `pageLanguage`).

/** Said once, when someone starts: what happens and how to answer. */
export function introScript(total: number, voiceAnswers: boolean): string {
  return [
    t`I’ll read out ${plural(total, { one: '# activity', other: '# activities' })}, one at a time.`,
    t`For each one, think: would I enjoy doing this? Not whether you’d be good at it, or whether it pays well.`,
    voiceAnswers
      ? t`After each one, say yes, maybe or no. You can also say repeat, skip or pause.`
      : t`After each one, choose yes, maybe or no.`,
    t`Go with your first reaction. Here is the first one.`,
  ].join(' ');
}

/** One card, as read aloud and shown as the caption. */
export function cardScript(card: InterestCard, position: number, total: number): string {
  // Some activities end with a full stop already; one is enough for the voice and the caption.
  const activity = card.text.replace(/[.!?]+$/, '');
  return t`Activity ${position} of ${total}. ${activity}. Would you enjoy it?`;
}

export const doneScript = (): string =>
  t`That was the last activity. Thank you. Choose “See my result” to hear and see your interest profile.`;

export const notHeardScript = (): string =>
  t`Sorry, I didn’t catch that. Please say yes, maybe or no.`;

/** Shown (not said) after listening found no answer. */
export const notHeardNote = (): string =>
  t`I didn’t hear an answer. Choose Yes, Maybe or No, or press “Speak my answer” to try again.`;
