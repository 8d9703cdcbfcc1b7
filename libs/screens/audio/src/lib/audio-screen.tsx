import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InterestDeck } from '@pathwise/contract';
import { useStartAuth } from '@pathwise/auth';
import { type InterestSort, useInterestSort } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import {
  Button,
  ErrorState,
  linkClasses,
  OnetAttribution,
  PageFrame,
  TitledSection,
} from '@pathwise/ui';
import { Link, useNavigate } from 'react-router-dom';
import { AnswerOptions } from './components/answer-options';
import { SupportNotices } from './components/support-notices';
import { VoiceSettings } from './components/voice-settings';
import { WalkPanel } from './components/walk-panel';
import { useWalkthrough } from './use-walkthrough';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

/** /v3/audio: the activity cards read aloud, answered by voice, buttons or keys. */
export function AudioScreen() {
  useStartAuth({ immediate: false });
  const { t } = useLingui();
  const sort = useInterestSort();
  const unavailable = sort.deckUnavailable;
  const { deck } = sort;

  return (
    <PageFrame
      title={t`Listen and answer`}
      width="narrow"
      size="tool"
      compact
      intro={
        <Trans>
          Discover your interests by listening instead of reading. Pathwise reads out one activity
          at a time; you answer yes, maybe or no, by voice, with the big buttons or with the keys.
          Your answers make the same interest profile as{' '}
          <Link to={paths.playgroundCanvas} className={linkClasses}>
            sorting the cards on screen
          </Link>
          , and carry on from where you left off.
        </Trans>
      }
    >
      <div className="mt-5 space-y-5">
        {sort.notice && (
          <p role="status" className="rounded-xl border border-border p-3">
            {sort.notice}
          </p>
        )}

        {sort.status === 'ready' && deck ? (
          <Walk sort={{ ...sort, deck }} />
        ) : sort.status === 'error' ? (
          <ErrorState
            title={unavailable ? t`The activities aren’t ready yet` : t`The activities didn’t load`}
            message={
              unavailable
                ? t`We’re still loading the list of activities. Please try again in a few minutes: your answers so far are kept in this browser.`
                : t`Something went wrong while fetching the activities. Check your connection and try again: your answers so far are kept in this browser.`
            }
            onRetry={sort.retry}
          />
        ) : (
          // As tall as the cards will be, so the credit below doesn't jump when they arrive.
          <p
            role="status"
            className="flex min-h-[75dvh] items-center justify-center text-center text-muted-foreground"
          >
            <Trans>Getting the activities ready…</Trans>
          </p>
        )}

        <footer className="border-t border-border pt-4">
          <OnetAttribution />
        </footer>
      </div>
    </PageFrame>
  );
}

function Walk({ sort }: { sort: InterestSort & { deck: InterestDeck } }) {
  const walk = useWalkthrough(sort);
  const { sorted, total } = sort;
  const audioMinutes = MINUTES_TO_TAKE.cardSortByAudio;
  const navigate = useNavigate();
  const finish = async () => {
    if (await sort.finish()) void navigate(paths.playgroundResult);
  };

  return (
    <>
      <SupportNotices walk={walk} />
      {walk.started ? (
        <WalkPanel walk={walk} sort={sort} onFinish={() => void finish()} />
      ) : (
        <TitledSection
          headingId="start-heading"
          title={sorted > 0 ? <Trans>Welcome back</Trans> : <Trans>Ready when you are</Trans>}
          size="md"
          className="space-y-3 rounded-2xl bg-muted p-5"
        >
          <p>
            {sorted > 0 ? (
              <Trans>
                You’ve answered {sorted} of {total} activities. Carry on from the next one.
              </Trans>
            ) : (
              <Plural
                value={total}
                one={`There is # short activity. It takes about ${audioMinutes} minutes, and you can stop and come back any time.`}
                other={`There are # short activities. It takes about ${audioMinutes} minutes, and you can stop and come back any time.`}
              />
            )}
          </p>
          <Button size="lg" onClick={walk.start}>
            {sorted > 0 ? <Trans>Carry on</Trans> : <Trans>Start</Trans>}
          </Button>
        </TitledSection>
      )}
      <AnswerOptions walk={walk} />
      {walk.canSpeak && <VoiceSettings />}
    </>
  );
}
