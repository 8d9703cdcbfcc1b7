import { plural, t } from '@lingui/core/macro';
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

/**
 * The next step to suggest. Something half done comes first (the test, then the cards, then the
 * questions), then the results that are ready, so a returning person lands where they stopped.
 * Called when the card renders, so its words are in the reader's language.
 */
export function continueView(progress: Progress, signedIn: boolean): ContinueView {
  const more: Step = signedIn
    ? { to: paths.dashboard, label: t`Your dashboard` }
    : { to: paths.playgroundHome, label: t`All playground steps` };
  const { personality, interests, aboutYou } = progress;
  const total = ITEM_COUNT;

  if (personality.answered > 0 && !personality.reportReady) {
    const all = personality.answered >= ITEM_COUNT;
    const answered = personality.answered;
    return {
      detail: all
        ? signedIn
          ? t`All ${total} personality statements are answered and saved to your account: one step to your report.`
          : t`All ${total} personality statements are answered and kept in this browser: one step to your report.`
        : signedIn
          ? t`You have answered ${answered} of ${total} personality statements, saved to your account.`
          : t`You have answered ${answered} of ${total} personality statements, kept in this browser.`,
      action: {
        to: paths.personalityTest,
        label: all ? t`Finish the personality test` : t`Continue the personality test`,
      },
      more,
    };
  }
  if (!interests.hollandCode && interests.sorted > 0) {
    const sorted = interests.sorted;
    return {
      detail: signedIn
        ? plural(sorted, {
            one: '# activity card sorted so far, saved to your account.',
            other: '# activity cards sorted so far, saved to your account.',
          })
        : plural(sorted, {
            one: '# activity card sorted so far, kept in this browser.',
            other: '# activity cards sorted so far, kept in this browser.',
          }),
      action: { to: paths.playgroundCanvas, label: t`Continue sorting cards` },
      more,
    };
  }
  if (!interests.hollandCode && aboutYou.answered > 0 && !aboutYou.completed) {
    const answered = aboutYou.answered;
    return {
      detail: signedIn
        ? t`You have started the questions about you (${answered} answered), saved to your account.`
        : t`You have started the questions about you (${answered} answered), kept in this browser.`,
      action: { to: paths.onboarding, label: t`Finish the questions about you` },
      more,
    };
  }
  if (interests.hollandCode) {
    const hollandCode = interests.hollandCode;
    return {
      detail: t`Your interest code is ${hollandCode}. Careers are ranked by how well they fit it.`,
      action: { to: paths.careerSuggestions, label: t`See careers that fit you` },
      more,
    };
  }
  if (personality.reportReady) {
    return {
      detail: t`Your personality report is ready to read again whenever you like.`,
      action: { to: paths.personalityReport, label: t`See your personality report` },
      more,
    };
  }
  if (aboutYou.completed) {
    return {
      detail: t`Your answers about you are in. Next: sort activity cards to find what you enjoy.`,
      action: { to: paths.playgroundCanvas, label: t`Sort activity cards` },
      more,
    };
  }
  return signedIn
    ? {
        detail: t`Nothing is started yet. Pick either way in below, or see your dashboard.`,
        action: { to: paths.dashboard, label: t`Go to your dashboard` },
        more: null,
      }
    : {
        detail: t`Pick up in the playground, or start either way below.`,
        action: { to: paths.playgroundHome, label: t`See your playground steps` },
        more: null,
      };
}
