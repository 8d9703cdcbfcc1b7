import type { InterestCard } from '@pathwise/contract';

/** Said once, when someone starts: what happens and how to answer. */
export function introScript(total: number, voiceAnswers: boolean): string {
  return [
    `I’ll read out ${total} activities, one at a time.`,
    'For each one, think: would I enjoy doing this? Not whether you’d be good at it, or whether it pays well.',
    voiceAnswers
      ? 'After each one, say yes, maybe or no. You can also say repeat, skip or pause.'
      : 'After each one, choose yes, maybe or no.',
    'Go with your first reaction. Here is the first one.',
  ].join(' ');
}

/** One card, as read aloud and shown as the caption. */
export function cardScript(card: InterestCard, position: number, total: number): string {
  // Some activities end with a full stop already; one is enough for the voice and the caption.
  return `Activity ${position} of ${total}. ${card.text.replace(/[.!?]+$/, '')}. Would you enjoy it?`;
}

export const DONE_SCRIPT =
  'That was the last activity. Thank you. Choose “See my result” to hear and see your interest profile.';

export const NOT_HEARD_SCRIPT = 'Sorry, I didn’t catch that. Please say yes, maybe or no.';
