import { useInterestResult } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { Button, buttonClasses } from '@pathwise/ui';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { QUESTION_COUNT } from '../steps';

type Props = {
  answered: number;
  signedIn: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onReview: () => void;
};

/**
 * The end of the questions: what happened to the answers, and where to go next: the activity
 * cards, or the careers that fit once the cards are sorted.
 */
export function FinishPanel({ answered, signedIn, headingRef, onReview }: Props) {
  const skipped = QUESTION_COUNT - answered;
  const sorted = useInterestResult().status === 'ready';
  return (
    <section aria-labelledby="onboarding-done" className="space-y-4">
      <h2
        id="onboarding-done"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none"
      >
        All done, thank you
      </h2>
      <p>
        You answered {answered} of {QUESTION_COUNT} questions
        {skipped > 0 ? ` and skipped ${skipped}` : ''}.{' '}
        {signedIn
          ? 'Your answers are saved to your account.'
          : 'Your answers are saved in this browser. If you sign in, we’ll move them to your account.'}{' '}
        You can change them at any time.
      </p>
      {sorted ? (
        <p>You&apos;ve sorted the activity cards already, so careers that fit you are ready.</p>
      ) : (
        <p>Next, sort some activity cards to find out which kinds of work you might enjoy.</p>
      )}
      <nav aria-label="Where to next" className="flex flex-wrap gap-3">
        {sorted ? (
          <Link to={paths.careerSuggestions} className={buttonClasses({ size: 'lg' })}>
            Next: careers that fit you
          </Link>
        ) : (
          <Link to={paths.playgroundCanvas} className={buttonClasses({ size: 'lg' })}>
            Next: sort activity cards
          </Link>
        )}
        <Link
          to={paths.playgroundHome}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          Back to the playground steps
        </Link>
      </nav>
      <Button variant="ghost" onClick={onReview}>
        Change my answers
      </Button>
    </section>
  );
}
