import { paths } from '@pathwise/routes';
import type { LoadStatus } from './load-status';

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
 * failed to load is passed over rather than guessed at.
 */
export function nextBestStep(input: NextStepInput): NextStep | null {
  if (input.interests === 'loading') return null;
  if (input.interests === 'none') {
    return input.cardsSorted > 0
      ? {
          id: 'sort-cards',
          title: 'Carry on sorting the activity cards',
          why: `You've sorted ${input.cardsSorted} so far and your place is saved. Finish to see which kinds of work appeal to you most.`,
          to: paths.playgroundCanvas,
          action: 'Carry on sorting',
        }
      : {
          id: 'sort-cards',
          title: 'Sort the activity cards',
          why: 'About 5 minutes of quick choices that show which kinds of work appeal to you. The careers we suggest build on it.',
          to: paths.playgroundCanvas,
          action: 'Sort the cards',
        };
  }

  if (input.personality === 'loading') return null;
  if (input.personality === 'none') {
    if (input.personalityAnswered === null) return null;
    return input.personalityAnswered > 0
      ? {
          id: 'personality-test',
          title: 'Carry on with the personality test',
          why: `You've answered ${input.personalityAnswered} statements and they're saved. Finishing adds your personality to the careers we suggest.`,
          to: paths.personalityTest,
          action: 'Carry on with the test',
        }
      : {
          id: 'personality-test',
          title: 'Take the personality test',
          why: 'Short statements about you, about 10 to 15 minutes in all. It adds your personality to the careers we suggest.',
          to: paths.personalityTest,
          action: 'Start the test',
        };
  }

  if (input.onboarding === 'loading') return null;
  if (input.onboarding === 'not-done') {
    return {
      id: 'onboarding',
      title: 'Answer a few questions about you',
      why: 'Your stage in life, your education and what matters to you at work. Every question is optional, and it takes about 2 minutes.',
      to: paths.onboarding,
      action: 'Answer the questions',
    };
  }

  if (input.favourites === 'loading') return null;
  if (typeof input.favourites === 'number' && input.favourites >= 2) {
    return {
      id: 'compare-favourites',
      title: 'Compare your saved careers',
      why: `You've saved ${input.favourites} careers. Put two or three side by side to see how they differ.`,
      to: paths.favourites,
      action: 'Compare saved careers',
    };
  }
  return {
    id: 'suggestions',
    title: 'Look through careers that fit you',
    why: 'Your results are in. Save the careers that catch your eye, so you can compare them later.',
    to: paths.careerSuggestions,
    action: 'See careers that fit you',
  };
}
