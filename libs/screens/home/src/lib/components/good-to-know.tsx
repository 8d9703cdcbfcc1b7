import { Trans, useLingui } from '@lingui/react/macro';
import { SharedComputerChoice } from '@pathwise/forget-browser';
import { TitledSection } from '@pathwise/ui';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

/** Plain answers to what people ask before they start: cost, time and what is kept. */
export function GoodToKnow() {
  const { t } = useLingui();
  const testMinutes = MINUTES_TO_TAKE.personalityTest;
  const playgroundMinutes = MINUTES_TO_TAKE.playground;
  return (
    <TitledSection title={t`Good to know`} className="mt-12">
      <dl className="selectable mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">
            <Trans>It&apos;s free</Trans>
          </dt>
          <dd className="mt-1 text-muted-foreground">
            <Trans>
              You can start without an account. A free account lets you read your full personality
              report and keeps your progress on every device.
            </Trans>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">
            <Trans>It doesn&apos;t take long</Trans>
          </dt>
          <dd className="mt-1 text-muted-foreground">
            <Trans>
              The personality test takes about {testMinutes} minutes, and the playground about{' '}
              {playgroundMinutes}. You can stop at any point and carry on later.
            </Trans>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">
            <Trans>What we keep</Trans>
          </dt>
          <dd className="mt-1 text-muted-foreground">
            <Trans>
              Your answers are kept in this browser as you go. If you sign in, they are saved to
              your account too, and you can delete the account and everything in it at any time. Our
              server reads your answers only to score them and suggest careers.
            </Trans>
            <SharedComputerChoice className="mt-2" />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">
            <Trans>No right or wrong answers</Trans>
          </dt>
          <dd className="mt-1 text-muted-foreground">
            <Trans>
              Your results describe what you are like and what you enjoy. They are a starting point
              for ideas, not a verdict on what you can do.
            </Trans>
          </dd>
        </div>
      </dl>
      <p className="mt-8">
        <Trans>
          Already know what you are looking for?{' '}
          <Link
            to={paths.explorer}
            className="font-medium text-primary underline underline-offset-2"
          >
            Browse every career
          </Link>{' '}
          or{' '}
          <Link to={paths.v2} className="font-medium text-primary underline underline-offset-2">
            see the career experience
          </Link>
          .
        </Trans>
      </p>
    </TitledSection>
  );
}
