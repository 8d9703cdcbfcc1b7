import { Trans, useLingui } from '@lingui/react/macro';
import { useInterestResult } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { Button, ButtonLink, Heading } from '@pathwise/ui';
import type { Ref } from 'react';
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
  const { t } = useLingui();
  const skipped = QUESTION_COUNT - answered;
  const sorted = useInterestResult().status === 'ready';
  const total = QUESTION_COUNT;
  return (
    <section aria-labelledby="onboarding-done" className="space-y-4">
      <Heading
        level={2}
        size="lg"
        id="onboarding-done"
        ref={headingRef}
        tabIndex={-1}
        className="outline-none"
      >
        <Trans>All done, thank you</Trans>
      </Heading>
      <p>
        {skipped > 0 ? (
          <Trans>
            You answered {answered} of {total} questions and skipped {skipped}.
          </Trans>
        ) : (
          <Trans>
            You answered {answered} of {total} questions.
          </Trans>
        )}{' '}
        {signedIn ? (
          <Trans>Your answers are saved to your account.</Trans>
        ) : (
          <Trans>
            Your answers are saved in this browser. If you sign in, we’ll move them to your account.
          </Trans>
        )}{' '}
        <Trans>You can change them at any time.</Trans>
      </p>
      {sorted ? (
        <p>
          <Trans>
            You&apos;ve sorted the activity cards already, so careers that fit you are ready.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Next, sort some activity cards to find out which kinds of work you might enjoy.
          </Trans>
        </p>
      )}
      <nav aria-label={t`Where to next`} className="flex flex-wrap gap-3">
        {sorted ? (
          <ButtonLink to={paths.careerSuggestions} size="lg">
            <Trans>Next: careers that fit you</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.playgroundCanvas} size="lg">
            <Trans>Next: sort activity cards</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={paths.playgroundHome} variant="secondary" size="lg">
          <Trans>Back to the playground steps</Trans>
        </ButtonLink>
      </nav>
      <Button variant="ghost" onClick={onReview}>
        <Trans>Change my answers</Trans>
      </Button>
    </section>
  );
}
