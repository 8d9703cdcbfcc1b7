import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  readFailure,
  removedReportNotice,
  useCreatePersonalityReportMutation,
} from '@pathwise/api';
import { type SessionStatus, useStartAuth } from '@pathwise/auth';
import { paths } from '@pathwise/routes';
import { Button, ButtonLink, ErrorState, Heading, useToast } from '@pathwise/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type Demographics,
  PERSONALITY_UPLOAD_LOCK,
  draftStore,
  withUploadLock,
} from '@pathwise/progress';
import type { Pace } from '../pace';
import type { Answers } from '../progress';
import { isVersionMismatch } from '../server-answers';
import type { AnswerSync } from '../use-answer-sync';

export type FinishStepProps = {
  status: SessionStatus;
  answers: Answers;
  demographics: Demographics | undefined;
  /** How the answers were paced, sent with the report request for its check of the answers. */
  pace: Pace | undefined;
  persistent: boolean;
  sync: AnswerSync;
  onReview: () => void;
  onReportReady: () => void;
};

/**
 * The end of the test: signed-in people get their answers scored into a report; everyone else is
 * asked to sign in, with their answers kept for when they come back.
 */
export function FinishStep({ status, onReview, persistent, ...submit }: FinishStepProps) {
  // Whether someone is signed in must be known now, not whenever the browser is idle.
  useStartAuth({ immediate: true });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The question that had focus is gone; start reading here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading
        level={2}
        size="lg"
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="outline-none"
      >
        <Trans>Your answers are ready</Trans>
      </Heading>
      {status === 'unknown' ? (
        <Progress>
          <Trans>Checking whether you&apos;re signed in…</Trans>
        </Progress>
      ) : status === 'signedOut' ? (
        <NeedsSignIn persistent={persistent} onReview={onReview} />
      ) : (
        <SubmitReport {...submit} onReview={onReview} />
      )}
    </section>
  );
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center gap-3 py-4">
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-muted border-t-primary motion-safe:animate-spin"
      />
      <span>{children}</span>
    </div>
  );
}

function NeedsSignIn({ persistent, onReview }: { persistent: boolean; onReview: () => void }) {
  return (
    <>
      <p className="text-lg">
        {persistent ? (
          <Trans>
            Sign in or create a free account to see your report — your answers stay saved in this
            browser.
          </Trans>
        ) : (
          <Trans>
            Sign in or create a free account to see your report — keep this tab open while you do:
            this browser isn&apos;t letting us save your answers.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          to={paths.login}
          state={{ from: { pathname: paths.personalityTest } }}
          size="lg"
        >
          <Trans>Sign in or create an account</Trans>
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onReview}>
          <Trans>Review my answers</Trans>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Your report is worked out on our server and kept in your account, so you can come back to
          it and use it to find careers that fit you.
        </Trans>
      </p>
    </>
  );
}

type Phase = 'uploading' | 'scoring' | 'error';

function SubmitReport({
  answers,
  demographics,
  pace,
  sync,
  onReview,
  onReportReady,
}: Omit<FinishStepProps, 'status' | 'persistent'>) {
  const [createReport] = useCreatePersonalityReportMutation();
  const toast = useToast();
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>('uploading');
  const started = useRef(false);
  // Aborted when this step goes, so an upload that hangs never keeps other tabs waiting. A second
  // request for the same answers is harmless: the server makes one report and answers the other 409.
  const alive = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => {
      controller.abort();
      started.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    const request = { ...demographics, ...(pace ? { pace } : {}) };
    const signal = alive.current?.signal;
    try {
      // One tab at a time turns these answers into a report; the header does the same on other
      // pages. Whoever comes second finds the browser's copy gone: the report is already made.
      const outcome = await withUploadLock(
        PERSONALITY_UPLOAD_LOCK,
        async () => {
          if (!draftStore.read().draft) return null;
          await sync.flush();
          setPhase('scoring');
          try {
            return await createReport(request).unwrap();
          } catch (error) {
            const { code } = readFailure(error);
            if (code === 'answers_already_scored') return null;
            if (code !== 'incomplete_answers') throw error;
            // The account lacks some answers after all: send every one again, then score once more.
            setPhase('uploading');
            sync.resend(answers);
            await sync.flush();
            setPhase('scoring');
            return await createReport(request).unwrap();
          }
        },
        { wait: true, signal },
      );
      const report = outcome.ran ? outcome.value : null;
      // The server awards coins once ever, so this thanks a person only the first time. The
      // header's coin toast uses the same key, so whichever comes second stays quiet.
      for (const { amount: coins, achievement } of report?.coinsAwarded ?? [])
        toast({
          title: plural(coins, { one: 'You earned # coin', other: 'You earned # coins' }),
          description: t`For finishing the personality test. Thank you for taking the time.`,
          tone: 'success',
          key: `coins:${achievement}`,
        });
      const removed = report && removedReportNotice(report);
      if (removed) toast({ ...removed, key: `removed-report:${report.removedReport?.id}` });
      onReportReady();
    } catch (error) {
      // Gone from the page: nobody to tell. A version mismatch resets the whole screen, which
      // explains it.
      if (signal?.aborted || isVersionMismatch(error)) return;
      setPhase('error');
    }
  }, [sync, createReport, demographics, pace, answers, onReportReady, toast, t]);

  useEffect(() => {
    if (!sync.ready || started.current) return;
    started.current = true;
    void run();
  }, [sync.ready, run]);

  if (phase === 'error') {
    return (
      <ErrorState
        title={t`We couldn't make your report just now`}
        message={t`Your answers are safe in this browser and nothing is lost. Check your connection, then try again.`}
        onRetry={() => {
          setPhase('uploading');
          void run();
        }}
      >
        <Button variant="secondary" onClick={onReview}>
          <Trans>Review my answers</Trans>
        </Button>
      </ErrorState>
    );
  }
  return (
    <Progress>
      {phase === 'uploading' ? (
        <Trans>Saving your answers to your account…</Trans>
      ) : (
        <Trans>Scoring your answers…</Trans>
      )}
    </Progress>
  );
}
