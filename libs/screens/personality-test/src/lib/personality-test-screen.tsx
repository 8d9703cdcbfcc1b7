import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTrack } from '@pathwise/analytics';
import { type BigFiveItemLanguage, isBigFiveItemLanguage } from '@pathwise/assessment';
import { selectCurrentUser, selectSessionStatus, useStartAuth } from '@pathwise/auth';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { type LikertValue, useServerView } from '@pathwise/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FinishStep } from './components/finish-step';
import { IntroStep } from './components/intro-step';
import { Notice } from './components/notice';
import { QuestionStep, type Target } from './components/question-step';
import {
  type Demographics,
  type Draft,
  draftStore,
  newDraft,
  useHeldVersion,
  useMayMove,
} from '@pathwise/progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';
import { activeLocale } from '@pathwise/i18n';
import { browserLanguages, preferredLanguage } from './language-names';
import {
  type Answers,
  ITEM_IDS,
  countAnswered,
  isComplete,
  positionAfterAnswer,
  progressAnnouncement,
  resumePosition,
} from './progress';
import { mergeAnswers } from './server-answers';
import { useAnswerSync } from './use-answer-sync';
import { addTiming } from './pace';
import { usePersonalityDraft } from './use-personality-draft';

type Step = 'intro' | 'question' | 'finish';

/** The statements' language on the prerendered introduction: the page's own. */
function firstVisitLanguage(): BigFiveItemLanguage {
  const page = activeLocale();
  return isBigFiveItemLanguage(page) ? page : 'en';
}
type DraftNotice = 'discarded' | 'version-mismatch';

const NOTICES: Record<DraftNotice, MessageDescriptor> = {
  discarded: msg`We couldn't use the answers saved in this browser, so the test starts fresh.`,
  'version-mismatch': msg`The test has been updated since these answers were given, so they can’t be scored with it. We’ve cleared them: please start again. If this keeps happening, reload the page to get the newest version.`,
};

/** A test with answers carries on where it was; a complete one goes straight to the end. */
function initialStep(draft: Draft | null): Step {
  if (!draft) return 'intro';
  if (isComplete(draft.answers)) return 'finish';
  return countAnswered(draft.answers) > 0 ? 'question' : 'intro';
}

/** The step to show, given that the draft may have been cleared or replaced meanwhile. */
function visibleStep(step: Step, draft: Draft | null): Step {
  if (step === 'question') return draft ? 'question' : 'intro';
  // Once the report is made the draft is gone while the page moves on: stay on the end step.
  if (step === 'finish' && draft && !isComplete(draft.answers)) return 'question';
  return step;
}

/**
 * The test. Its first render matches the introduction the build prerendered, as a first visit sees
 * it; then the flow starts again from what this browser saved (a test in progress resumes).
 */
export function PersonalityTestScreen() {
  // Progress forgotten while the page is open (someone said it isn't theirs), or an earlier visit's
  // taken up as theirs: the flow starts again from what is held now.
  return <HeldTest key={useHeldVersion()} />;
}

function HeldTest() {
  const serverView = useServerView();
  // The flow starts again only when this browser has something the first-visit view lacks, so a
  // first visit keeps the page it was sent (and a button pressed meanwhile). Decided once, right
  // after hydration: what the flow saves later must not start it again.
  const firstVisit = useMemo(() => serverView || looksLikeFirstVisit(), [serverView]);
  return <TestFlow key={firstVisit ? 'first-visit' : 'resumed'} firstVisit={firstVisit} />;
}

/** Nothing saved, saving works, and the statements' language would be the page's anyway. */
function looksLikeFirstVisit() {
  const read = draftStore.read();
  return (
    !read.draft &&
    !read.problem &&
    read.persistent &&
    preferredLanguage(browserLanguages()) === firstVisitLanguage()
  );
}

function TestFlow({ firstVisit }: { firstVisit: boolean }) {
  useStartAuth({ immediate: false });
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const track = useTrack();
  const { i18n } = useLingui();
  const { draft, current, save, problem, persistent } = usePersonalityDraft(draftStore, firstVisit);
  const defaultLanguage = useMemo(
    () => (firstVisit ? firstVisitLanguage() : preferredLanguage(browserLanguages())),
    [firstVisit],
  );
  const [step, setStep] = useState<Step>(() => initialStep(draft));
  const [resumed, setResumed] = useState(step === 'question');
  const [notice, setNotice] = useState<DraftNotice | null>(problem ? 'discarded' : null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // When the statement on screen appeared, to time first answers (pace.ts).
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [draft?.position, step]);

  const uid = status === 'signedIn' ? (user?.uid ?? null) : null;
  const mayMove = useMayMove(STORAGE_KEYS.personalityDraft, uid);
  // A test in progress from an earlier browser session joins the account only once the person
  // says it's theirs (`ProgressFromBefore`); until then the account's answers are left alone.
  const ours = mayMove || !draft || countAnswered(draft.answers) === 0 || draft.sentTo === uid;
  const sync = useAnswerSync({
    uid: ours ? uid : null,
    localAnswers: () => current()?.answers ?? {},
    onServerAnswers: (server: Answers) => {
      const local = current();
      const answers = local?.answers ?? {};
      if (Object.keys(server).every((id) => answers[id] !== undefined)) return;
      const merged = mergeAnswers(answers, server);
      const base = local ?? newDraft(defaultLanguage, undefined, new Date());
      save({
        ...base,
        answers: merged,
        position: local ? local.position : resumePosition(merged, 0),
      });
    },
    onVersionMismatch: () => {
      save(null);
      setStep('intro');
      setNotice('version-mismatch');
    },
  });

  // Back on the introduction from another step: start reading at the top.
  useEffect(() => {
    if (step === 'intro' && shownStep.current !== 'intro') heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const start = (language: BigFiveItemLanguage, demographics: Demographics | undefined) => {
    const { demographics: _, ...base } = current() ?? newDraft(language, undefined, new Date());
    const answers = base.answers;
    save({
      ...base,
      language,
      ...(demographics ? { demographics } : {}),
      position: resumePosition(answers, base.position),
    });
    setNotice(null);
    setStep(isComplete(answers) ? 'finish' : 'question');
    track('personality_test_started', {
      language,
      resumed: Object.keys(answers).length > 0,
    });
  };

  const restart = () => {
    save(null);
    sync.clearServer();
    setNotice(null);
    setResumed(false);
  };

  const answer = (score: LikertValue): Target => {
    const now = current();
    const itemId = now && ITEM_IDS[now.position];
    if (!now || !itemId) return 'finished';
    const answers = { ...now.answers, [itemId]: score };
    const first = now.answers[itemId] === undefined;
    const pace = first ? addTiming(now.pace, performance.now() - shownAt.current) : now.pace;
    save({ ...now, answers, ...(pace ? { pace } : {}) });
    sync.add({ itemId, score });
    const said = progressAnnouncement(countAnswered(now.answers), countAnswered(answers));
    if (said) setAnnouncement(said);
    setResumed(false);
    return positionAfterAnswer(now.answers, answers, now.position);
  };

  const goTo = (target: Target) => {
    const now = current();
    if (!now) return;
    if (target === 'finished') {
      if (isComplete(now.answers)) setStep('finish');
      return;
    }
    save({ ...now, position: target });
    setResumed(false);
  };

  const reportReady = () => {
    track('personality_test_completed', { signedIn: true });
    save(null);
    // The report is made: the account's copy of the answers has done its job.
    sync.clearServer();
    void navigate(paths.personalityReport);
  };

  const signedIn = status === 'signedIn';
  const shown = visibleStep(step, draft);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className={
          shown === 'intro'
            ? 'text-3xl font-bold tracking-tight outline-none sm:text-4xl'
            : 'text-xl font-semibold text-muted-foreground outline-none'
        }
      >
        <Trans>Personality test</Trans>
      </h1>
      {notice && <Notice>{i18n._(NOTICES[notice])}</Notice>}
      {!persistent && shown !== 'intro' && (
        <Notice>
          <Trans>
            This browser isn&apos;t letting us save your answers, so they&apos;re only kept while
            this tab is open. Closing or reloading it will lose them.
          </Trans>
        </Notice>
      )}

      {shown === 'question' && draft ? (
        <QuestionStep
          draft={draft}
          resumed={resumed}
          announcement={announcement}
          onAnswer={answer}
          onGoTo={goTo}
          onShowIntro={() => setStep('intro')}
          signedIn={signedIn}
          persistent={persistent}
        />
      ) : shown === 'finish' ? (
        <FinishStep
          status={status}
          answers={draft?.answers ?? {}}
          demographics={draft?.demographics}
          pace={draft?.pace}
          persistent={persistent}
          sync={sync}
          onReview={() => setStep('question')}
          onReportReady={reportReady}
        />
      ) : (
        <IntroStep
          draft={draft}
          defaultLanguage={defaultLanguage}
          signedIn={signedIn}
          persistent={persistent}
          onStart={start}
          onRestart={restart}
        />
      )}
    </div>
  );
}
