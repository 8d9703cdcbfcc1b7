import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InterestSort } from '@pathwise/progress';
import { Button, Heading, ProgressBar, usePrefersReducedMotion } from '@pathwise/ui';
import { useEffect, useRef } from 'react';
import { useAnswerKeys } from '../use-answer-keys';
import type { Walkthrough } from '../use-walkthrough';
import { ActivityStatus } from './activity-status';
import { AnswerButtons } from './answer-buttons';
import { PlayerControls } from './player-controls';

/**
 * The walk in progress: the card, the answers, its caption, the player controls. The caption
 * is always on screen; it is announced only while nothing is read aloud, so a screen reader
 * and the page's own voice never talk at once.
 */
export function WalkPanel({
  walk,
  sort,
  onFinish,
}: {
  walk: Walkthrough;
  sort: InterestSort;
  onFinish: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const { sorted, total } = sort;
  const { position, total: count, skippedCount } = walk;
  const section = useRef<HTMLElement>(null);
  useAnswerKeys(section, (command) =>
    command.kind === 'answer'
      ? walk.answer(command.rating, 'keyboard')
      : walk.apply(command, 'keyboard'),
  );
  const done = walk.card === null;
  const reducedMotion = usePrefersReducedMotion();
  // Starting removes the start button, and the last answer removes the answer buttons: focus goes
  // to the heading rather than to the top of the page. The walk comes to the top of the screen, so
  // the activity and its answer buttons are on a phone's first screen together.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({
      block: 'start',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [done, reducedMotion]);

  return (
    <section ref={section} aria-labelledby="walk-heading" className="scroll-mt-2 space-y-4">
      <ProgressBar
        label={t`Activities answered`}
        value={sorted}
        max={total}
        valueText={t`${sorted} of ${total} answered`}
      />
      <div className="rounded-2xl border border-border bg-surface p-5 text-surface-foreground">
        <Heading
          level={2}
          size="base"
          id="walk-heading"
          ref={heading}
          tabIndex={-1}
          className="text-sm uppercase tracking-wide text-muted-foreground outline-none"
        >
          {done ? (
            <Trans>All activities answered</Trans>
          ) : (
            <Trans>
              Activity {position} of {count}
            </Trans>
          )}
        </Heading>
        {walk.card && <p className="mt-2 text-2xl font-bold sm:text-3xl">{walk.card.text}</p>}
      </div>
      {/* Right under the activity, so a phone shows both on one screen however long the caption. */}
      {walk.card && <AnswerButtons onAnswer={(rating) => walk.answer(rating, 'tap')} />}
      <div className="rounded-2xl border border-border bg-surface px-5 py-3 text-surface-foreground">
        <ActivityStatus activity={walk.activity} />
        <p className="mt-1 text-lg" data-testid="caption">
          <span className="sr-only">
            <Trans>Caption:</Trans>{' '}
          </span>
          {walk.caption}
        </p>
        {/* Said only after listening stops, so it never talks over the page's own voice. */}
        <p role="status" className="mt-2 font-medium empty:hidden">
          {walk.note}
        </p>
      </div>
      <div role="status" aria-live="polite" aria-label={t`Spoken caption`} className="sr-only">
        {walk.readAloud && !walk.speechFailed ? '' : walk.caption}
      </div>

      <PlayerControls walk={walk} canUndo={sort.canUndo} onUndo={sort.undo} />
      <p className="text-sm text-muted-foreground">
        {/* Only where there is a keyboard to press them. */}
        <span className="hidden keyboard:inline">
          <Trans>Keys: Y yes, M maybe, N no, R repeat, S skip.</Trans>{' '}
        </span>
        {skippedCount > 0 && (
          <>
            <Plural
              value={skippedCount}
              one="# skipped activity comes back at the end."
              other="# skipped activities come back at the end."
            />
          </>
        )}
      </p>

      {(sort.canFinish || done) && (
        <div className="rounded-2xl bg-accent p-4 text-accent-foreground">
          <p>
            {done ? (
              <Trans>Every activity has an answer.</Trans>
            ) : (
              <Trans>
                You’ve answered enough for your interest profile. See it now, or keep going: each
                extra answer makes it a little surer.
              </Trans>
            )}
          </p>
          <Button
            className="mt-3"
            onClick={onFinish}
            disabled={!sort.canFinish}
            pending={sort.finishing}
          >
            {sort.finishing ? <Trans>Making your profile…</Trans> : <Trans>See my result</Trans>}
          </Button>
          {sort.finishError && (
            <p role="alert" className="mt-2">
              {sort.finishError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
