import type { PERSONALITY_ITEM_COUNT } from '@pathwise/contract';
import { paths } from '@pathwise/routes';

/** The personality test's length (a copy: the contract's runtime values stay off the page). */
export const ITEM_COUNT = 120 satisfies typeof PERSONALITY_ITEM_COUNT;

/** What someone has done so far, from this browser or their account. */
export type Progress = {
  personality: { answered: number; reportReady: boolean };
  interests: { sorted: number; hollandCode: string | null };
  aboutYou: { answered: number; completed: boolean };
};

type Step = { to: string; label: string };

/** The card's content: where the person is, the one step to take next, and a way to the rest. */
export type ContinueView = { detail: string; action: Step; more: Step | null };

/** Progress from the account and from this browser together: the browser's may not have moved yet. */
export function mergeProgress(account: Progress, browser: Progress): Progress {
  return {
    personality: {
      answered: Math.max(account.personality.answered, browser.personality.answered),
      reportReady: account.personality.reportReady,
    },
    interests: {
      sorted: Math.max(account.interests.sorted, browser.interests.sorted),
      hollandCode: account.interests.hollandCode ?? browser.interests.hollandCode,
    },
    aboutYou: {
      answered: Math.max(account.aboutYou.answered, browser.aboutYou.answered),
      completed: account.aboutYou.completed || browser.aboutYou.completed,
    },
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The next step to suggest. Something half done comes first (the test, then the cards, then the
 * questions), then the results that are ready, so a returning person lands where they stopped.
 */
export function continueView(progress: Progress, signedIn: boolean): ContinueView {
  const where = signedIn ? 'saved to your account' : 'kept in this browser';
  const more: Step = signedIn
    ? { to: paths.dashboard, label: 'Your dashboard' }
    : { to: paths.playgroundHome, label: 'All playground steps' };
  const { personality, interests, aboutYou } = progress;

  if (personality.answered > 0 && !personality.reportReady) {
    const all = personality.answered >= ITEM_COUNT;
    return {
      detail: all
        ? `All ${ITEM_COUNT} personality statements are answered and ${where}: one step to your report.`
        : `You have answered ${personality.answered} of ${ITEM_COUNT} personality statements, ${where}.`,
      action: {
        to: paths.personalityTest,
        label: all ? 'Finish the personality test' : 'Continue the personality test',
      },
      more,
    };
  }
  if (!interests.hollandCode && interests.sorted > 0) {
    return {
      detail: `${plural(interests.sorted, 'activity card', 'activity cards')} sorted so far, ${where}.`,
      action: { to: paths.playgroundCanvas, label: 'Continue sorting cards' },
      more,
    };
  }
  if (!interests.hollandCode && aboutYou.answered > 0 && !aboutYou.completed) {
    return {
      detail: `You have started the questions about you (${aboutYou.answered} answered), ${where}.`,
      action: { to: paths.onboarding, label: 'Finish the questions about you' },
      more,
    };
  }
  if (interests.hollandCode) {
    return {
      detail: `Your interest code is ${interests.hollandCode}. Careers are ranked by how well they fit it.`,
      action: { to: paths.careerSuggestions, label: 'See careers that fit you' },
      more,
    };
  }
  if (personality.reportReady) {
    return {
      detail: 'Your personality report is ready to read again whenever you like.',
      action: { to: paths.personalityReport, label: 'See your personality report' },
      more,
    };
  }
  if (aboutYou.completed) {
    return {
      detail: 'Your answers about you are in. Next: sort activity cards to find what you enjoy.',
      action: { to: paths.playgroundCanvas, label: 'Sort activity cards' },
      more,
    };
  }
  return signedIn
    ? {
        detail: 'Nothing is started yet. Pick either way in below, or see your dashboard.',
        action: { to: paths.dashboard, label: 'Go to your dashboard' },
        more: null,
      }
    : {
        detail: 'Pick up in the playground, or start either way below.',
        action: { to: paths.playgroundHome, label: 'See your playground steps' },
        more: null,
      };
}
