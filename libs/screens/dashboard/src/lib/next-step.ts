import { plural, t } from '@lingui/core/macro';
import { paths } from '@pathwise/routes';
import type { LoadStatus } from './load-status';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

// Named, so translators see what each number is.
const testMinutes = MINUTES_TO_TAKE.personalityTest;
const sortMinutes = MINUTES_TO_TAKE.cardSort;

/** What the dashboard knows about the person, as far as it has loaded. */
export type NextStepInput = {
  interests: LoadStatus;
  /** Cards sorted towards an interest profile not yet finished. */
  cardsSorted: number;
  personality: LoadStatus;
  /** Statements answered towards a report not yet made; null while unknown. */
  personalityAnswered: number | null;
  onboarding: 'loading' | 'error' | 'done' | 'not-done';
  /** Careers saved, as far as known. */
  favourites: number | 'loading' | 'error';
};

export type NextStep = {
  id: 'sort-cards' | 'personality-test' | 'onboarding' | 'suggestions' | 'compare-favourites';
  title: string;
  why: string;
  to: string;
  action: string;
};

/**
 * The one step most worth doing next: the interest cards first (every suggestion builds on them),
 * then the personality test, then the questions about you; after that, the careers themselves.
 * Null while something that decides it is still loading, so the advice never flickers. A part that
 * failed to load is passed over rather than guessed at. Worded in the language active when called.
 */
export function nextBestStep(input: NextStepInput): NextStep | null {
  if (input.interests === 'loading') return null;
  if (input.interests === 'none') {
    const cardsSorted = input.cardsSorted;
    return cardsSorted > 0
      ? {
          id: 'sort-cards',
          title: t`Carry on sorting the activity cards`,
          why: plural(cardsSorted, {
            one: "You've sorted # so far and your place is saved. Finish to see which kinds of work appeal to you most.",
            other:
              "You've sorted # so far and your place is saved. Finish to see which kinds of work appeal to you most.",
          }),
          to: paths.playgroundCanvas,
          action: t`Carry on sorting`,
        }
      : {
          id: 'sort-cards',
          title: t`Sort the activity cards`,
          why: t`About ${sortMinutes} minutes of quick choices that show which kinds of work appeal to you. The careers we suggest build on it.`,
          to: paths.playgroundCanvas,
          action: t`Sort the cards`,
        };
  }

  if (input.personality === 'loading') return null;
  if (input.personality === 'none') {
    const answered = input.personalityAnswered;
    if (answered === null) return null;
    return answered > 0
      ? {
          id: 'personality-test',
          title: t`Carry on with the personality test`,
          why: plural(answered, {
            one: "You've answered # statement and it's saved. Finishing adds your personality to the careers we suggest.",
            other:
              "You've answered # statements and they're saved. Finishing adds your personality to the careers we suggest.",
          }),
          to: paths.personalityTest,
          action: t`Carry on with the test`,
        }
      : {
          id: 'personality-test',
          title: t`Take the personality test`,
          why: t`Short statements about you, about ${testMinutes} minutes in all. It adds your personality to the careers we suggest.`,
          to: paths.personalityTest,
          action: t`Start the test`,
        };
  }

  if (input.onboarding === 'loading') return null;
  if (input.onboarding === 'not-done') {
    return {
      id: 'onboarding',
      title: t`Answer a few questions about you`,
      why: t`Your stage in life, your education and what matters to you at work. Every question is optional, and it takes about 2 minutes.`,
      to: paths.onboarding,
      action: t`Answer the questions`,
    };
  }

  if (input.favourites === 'loading') return null;
  const savedCount = input.favourites;
  if (typeof savedCount === 'number' && savedCount >= 2) {
    return {
      id: 'compare-favourites',
      title: t`Compare your saved careers`,
      why: plural(savedCount, {
        one: "You've saved # career. Put two or three side by side to see how they differ.",
        other: "You've saved # careers. Put two or three side by side to see how they differ.",
      }),
      to: paths.favourites,
      action: t`Compare saved careers`,
    };
  }
  return {
    id: 'suggestions',
    title: t`Look through careers that fit you`,
    why: t`Your results are in. Save the careers that catch your eye, so you can compare them later.`,
    to: paths.careerSuggestions,
    action: t`See careers that fit you`,
  };
}
