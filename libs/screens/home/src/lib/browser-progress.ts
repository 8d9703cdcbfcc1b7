import { type HeldItem, heldHere } from '@pathwise/progress';
import type { Progress } from './progress';

/**
 * A signed-out person's progress as this browser keeps it, from what `@pathwise/progress` reads
 * there (anything damaged, foreign or from another version of the test counts as nothing).
 */
export function readBrowserProgress(held: readonly HeldItem[] = heldHere()): Progress {
  const progress: Progress = {
    // Reports are only ever kept in an account.
    personality: { answered: 0, reportReady: false },
    interests: { sorted: 0, hollandCode: null },
    aboutYou: { answered: 0, completed: false },
  };
  for (const item of held) {
    if (item.kind === 'personality') progress.personality.answered = item.answered;
    else if (item.kind === 'sort') progress.interests.sorted = item.sorted;
    else if (item.kind === 'result') progress.interests.hollandCode = item.hollandCode;
    else if (item.kind === 'onboarding')
      progress.aboutYou = { answered: item.answered, completed: item.completed };
  }
  return progress;
}
