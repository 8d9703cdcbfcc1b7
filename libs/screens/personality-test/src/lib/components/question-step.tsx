import { Trans, useLingui } from '@lingui/react/macro';
import type { BigFiveChoice } from '@pathwise/assessment';
import {
  Button,
  DEFAULT_LIKERT_LABELS,
  ErrorState,
  isLikertValue,
  LikertScale,
  type LikertScaleProps,
  type LikertValue,
  ProgressBar,
} from '@pathwise/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Draft } from '@pathwise/progress';
import { textDirection } from '../language-names';
import { ITEM_COUNT, ITEM_IDS, countAnswered, positionAfterNext, timeLeftText } from '../progress';
import { useInventory } from '../use-inventory';

/** Long enough to see the choice register, short enough not to feel like waiting. */
export const ADVANCE_DELAY_MS = 350;

export type Target = number | 'finished';

export type QuestionStepProps = {
  draft: Draft;
  /** Shown once when the page opened on a test in progress. */
  resumed: boolean;
  /** Read out politely by screen readers: progress now and then. */
  announcement: string;
  /** Saves the answer to the current statement; returns where it leads. */
  onAnswer: (score: LikertValue) => Target;
  onGoTo: (target: Target) => void;
  onShowIntro: () => void;
  signedIn: boolean;
  /** False when this browser won't keep the answers (the screen says so). */
  persistent: boolean;
};

const labelsFrom = (choices: readonly BigFiveChoice[]): LikertScaleProps['labels'] => {
  const [a, b, c, d, e] = choices.map((choice) => choice.text);
  return a && b && c && d && e ? [a, b, c, d, e] : DEFAULT_LIKERT_LABELS;
};

/** One pending move to the next statement; a newer answer or a button press replaces it. */
function useAdvanceTimer() {
  const [timer] = useState(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    return {
      start: (run: () => void, ms: number) => {
        clearTimeout(id);
        id = setTimeout(run, ms);
      },
      cancel: () => clearTimeout(id),
    };
  });
  useEffect(() => timer.cancel, [timer]);
  return timer;
}

/** One statement at a time, with progress, back and forward, and keyboard answers. */
export function QuestionStep({
  draft,
  resumed,
  announcement,
  onAnswer,
  onGoTo,
  onShowIntro,
  signedIn,
  persistent,
}: QuestionStepProps) {
  const { inventory, failed, retry } = useInventory(draft.language);
  const { t } = useLingui();
  const advance = useAdvanceTimer();
  const statement = useRef<HTMLDivElement>(null);
  // Arrow keys move through the options (each one selects); they shouldn't move on to the next statement.
  const browsing = useRef(false);

  const position = draft.position;
  const itemId = ITEM_IDS[position]!;
  const item = inventory?.items[position];
  const value = draft.answers[itemId] ?? null;
  const answered = countAnswered(draft.answers);
  const next = positionAfterNext(draft.answers, position);
  const complete = answered === ITEM_COUNT;
  const question = position + 1;
  const total = ITEM_COUNT;

  // A new statement takes focus, so it is read out and keys 1–5 answer it straight away.
  useEffect(() => {
    const fieldset = statement.current?.querySelector('fieldset');
    if (!fieldset) return;
    fieldset.tabIndex = -1;
    fieldset.focus();
  }, [itemId, item]);

  const goTo = (target: Target) => {
    advance.cancel();
    onGoTo(target);
  };

  const choose = (score: LikertValue) => {
    const target = onAnswer(score);
    if (browsing.current) {
      advance.cancel();
      return;
    }
    advance.start(() => onGoTo(target), ADVANCE_DELAY_MS);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!event.key.startsWith('Arrow')) return;
    browsing.current = true;
    // The radio's change follows within this key press; after it, clicks and digits advance again.
    setTimeout(() => {
      browsing.current = false;
    }, 0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    if (value !== null) {
      event.preventDefault();
      goTo(next);
      return;
    }
    // Tab reaches the first answer without choosing it: Enter there chooses the focused answer
    // and goes on, as the hint promises.
    const focused = event.target;
    if (!(focused instanceof HTMLInputElement) || focused.type !== 'radio') return;
    const score = Number(focused.value);
    if (!isLikertValue(score)) return;
    event.preventDefault();
    goTo(onAnswer(score));
  };

  return (
    <div className="space-y-6">
      {resumed && (
        <p role="status" className="rounded-lg bg-accent p-3 text-accent-foreground">
          <Trans>
            Welcome back. We kept your answers, so you can carry on from question {question}.
          </Trans>
        </p>
      )}
      {/* Held at the top of the screen, so where the person is stays in view while they answer. */}
      <div className="sticky top-0 z-10 -mx-4 bg-background/95 px-4 py-2 backdrop-blur">
        <ProgressBar
          label={t`Question ${question} of ${total}`}
          value={answered}
          max={ITEM_COUNT}
          valueText={timeLeftText(ITEM_COUNT - answered)}
        />
      </div>
      <p className="text-muted-foreground">
        <Trans>
          How accurately does each statement describe you? Think of how you generally are now, not
          how you wish to be.
        </Trans>
      </p>

      {failed ? (
        <ErrorState
          title={t`We couldn't load the statements`}
          message={t`Check your connection and try again. The answers you've given are saved.`}
          onRetry={retry}
        />
      ) : !inventory || !item ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          <Trans>Loading the statements…</Trans>
        </p>
      ) : (
        <div
          key={itemId}
          ref={statement}
          lang={inventory.language}
          dir={textDirection(inventory.language)}
          onKeyDownCapture={onKeyDownCapture}
          onKeyDown={onKeyDown}
          // A statement scrolled into view when it takes focus stops below the progress held above it.
          className="[&_fieldset]:scroll-mt-24"
        >
          <LikertScale
            question={item.text}
            value={value}
            onChange={choose}
            labels={labelsFrom(inventory.choices)}
            className="rounded-xl outline-offset-8"
          />
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" disabled={position === 0} onClick={() => goTo(position - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <div className="flex flex-wrap gap-2">
          {complete && next !== 'finished' && (
            <Button variant="secondary" onClick={() => goTo('finished')}>
              <Trans>Finish</Trans>
            </Button>
          )}
          <Button disabled={value === null} onClick={() => goTo(next)}>
            {next === 'finished' ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
          </Button>
        </div>
      </div>

      <div className="space-y-2 text-sm text-muted-foreground">
        {/* Only where there is a keyboard to press. */}
        <p className="hidden keyboard:block">
          <Trans>
            With a keyboard, press 1 to 5 to answer. Or press Tab to reach the answers, choose with
            the arrow keys and press Enter to go on.
          </Trans>
        </p>
        {persistent && (
          <p>
            {signedIn ? (
              <Trans>Each answer is saved in this browser and to your account as you go.</Trans>
            ) : (
              <Trans>Each answer is saved in this browser as you go.</Trans>
            )}
          </p>
        )}
        <Button variant="ghost" size="sm" className="-ms-3 min-h-11" onClick={onShowIntro}>
          <Trans>About the test, language and options</Trans>
        </Button>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
