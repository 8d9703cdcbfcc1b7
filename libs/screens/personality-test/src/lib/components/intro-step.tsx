import { ExistingReport } from './existing-report';
import type { BigFiveItemLanguage } from '@pathwise/assessment';
import { Button, Card, ChoiceFieldset, SelectField } from '@pathwise/ui';
import { type FormEvent, Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Demographics, Draft } from '@pathwise/progress';
import { languageOptions } from '../language-names';
import { ITEM_COUNT, countAnswered, resumePosition } from '../progress';
import { loadInventory } from '../use-inventory';

type AgeChoice = NonNullable<Demographics['ageBand']> | 'none';
type SexChoice = NonNullable<Demographics['sex']> | 'none';

const AGE_CHOICES = [
  { value: 'under-21', label: 'Under 21' },
  { value: '21-40', label: '21–40' },
  { value: '41-60', label: '41–60' },
  { value: 'over-60', label: 'Over 60' },
  { value: 'none', label: 'Prefer not to say' },
] as const satisfies readonly { value: AgeChoice; label: string }[];

const SEX_CHOICES = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'none', label: 'Prefer not to say' },
] as const satisfies readonly { value: SexChoice; label: string }[];

const TRAITS = [
  ['Openness to experience', 'curiosity, imagination and an appetite for new ideas.'],
  ['Conscientiousness', 'being organised, dependable and persistent.'],
  ['Extraversion', 'how much energy you draw from other people and lively settings.'],
  ['Agreeableness', 'warmth, trust and wanting to get along with others.'],
  [
    'Neuroticism (the opposite of emotional stability)',
    'how strongly you feel worry, stress and other difficult emotions.',
  ],
] as const;

export type IntroStepProps = {
  draft: Draft | null;
  defaultLanguage: BigFiveItemLanguage;
  signedIn: boolean;
  persistent: boolean;
  onStart: (language: BigFiveItemLanguage, demographics: Demographics | undefined) => void;
  onRestart: () => void;
};

/** What the test is, what is kept and why, the optional details and the language; then start. */
export function IntroStep({
  draft,
  defaultLanguage,
  signedIn,
  persistent,
  onStart,
  onRestart,
}: IntroStepProps) {
  const ids = useId();
  const languages = useMemo(() => languageOptions(), []);
  const [language, setLanguage] = useState(draft?.language ?? defaultLanguage);
  const [ageBand, setAgeBand] = useState<AgeChoice>(draft?.demographics?.ageBand ?? 'none');
  const [sex, setSex] = useState<SexChoice>(draft?.demographics?.sex ?? 'none');
  const answered = draft ? countAnswered(draft.answers) : 0;
  const startHeading = useRef<HTMLHeadingElement>(null);

  // Fetch the statements while the person reads, so the first one shows at once.
  useEffect(() => {
    loadInventory(language).catch(() => undefined);
  }, [language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const demographics: Demographics = {
      ...(ageBand !== 'none' ? { ageBand } : {}),
      ...(sex !== 'none' ? { sex } : {}),
    };
    onStart(language, Object.keys(demographics).length ? demographics : undefined);
  };

  const startLabel =
    !draft || answered === 0
      ? 'Start the test'
      : answered === ITEM_COUNT
        ? 'See your report'
        : `Continue from question ${resumePosition(draft.answers, draft.position) + 1}`;

  return (
    <div className="space-y-8">
      <p className="selectable text-lg text-muted-foreground">
        120 short statements about how you usually think, feel and act. For each one, choose how
        accurately it describes you. There are no right or wrong answers, and it takes about 10
        minutes.
      </p>

      <ExistingReport signedIn={signedIn} />
      {draft && answered > 0 && (
        <WelcomeBack
          answered={answered}
          signedIn={signedIn}
          onRestart={onRestart}
          // The welcome-back card goes away with the answers; carry on from the start form.
          focusAfterRestart={() => startHeading.current}
        />
      )}

      <section aria-labelledby={`${ids}-measures`} className="space-y-3">
        <h2 id={`${ids}-measures`} className="text-xl font-semibold">
          What it measures
        </h2>
        <p>
          The Big Five: five broad traits that describe how people differ, each split into six
          narrower facets.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {TRAITS.map(([name, description]) => (
            <li key={name}>
              <strong className="font-semibold">{name}</strong>: {description}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          The statements are the IPIP-NEO-120, a public-domain questionnaire by John A. Johnson
          (2014) from the International Personality Item Pool.
        </p>
      </section>

      <section aria-labelledby={`${ids}-kept`} className="space-y-3">
        <h2 id={`${ids}-kept`} className="text-xl font-semibold">
          What we keep, and why
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Your answers are kept in this browser as you go, so you can stop and carry on later.
          </li>
          <li>
            If you&apos;re signed in, they&apos;re also saved to your account, so you can continue
            on another device.
          </li>
          <li>
            When you finish, our server scores your answers to make your report. Seeing the report
            needs a free account.
          </li>
        </ul>
        {!persistent && (
          <p className="text-sm">
            This browser isn&apos;t letting us save anything right now, so your answers are only
            kept while this tab is open.
          </p>
        )}
      </section>

      <form
        onSubmit={submit}
        aria-labelledby={`${ids}-start`}
        className="space-y-6 rounded-2xl border border-border bg-surface p-6 text-surface-foreground"
      >
        <h2
          id={`${ids}-start`}
          ref={startHeading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Before you start
        </h2>
        <SelectField
          label="Language of the statements"
          hint="The rest of Pathwise stays in English."
          options={languages.map((option) => ({ value: option.id, label: option.label }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value as BigFiveItemLanguage)}
        />

        <div className="space-y-4">
          <p id={`${ids}-why`} className="text-muted-foreground">
            <strong className="font-semibold text-surface-foreground">Optional.</strong> Your report
            shows how your scores compare with other people&apos;s. With your age band and sex we
            compare you with people like you; if you&apos;d rather not say, we use a broader group
            and the report says so. The comparison data only covers women and men. These details
            stay with your answers and your report.
          </p>
          <ChoiceFieldset
            type="radio"
            layout="inline"
            legend="Your age"
            optional
            describedBy={`${ids}-why`}
            options={AGE_CHOICES}
            value={ageBand}
            onChange={(value) => setAgeBand(value as AgeChoice)}
          />
          <ChoiceFieldset
            type="radio"
            layout="inline"
            legend="Your sex"
            optional
            describedBy={`${ids}-why`}
            options={SEX_CHOICES}
            value={sex}
            onChange={(value) => setSex(value as SexChoice)}
          />
        </div>

        <Button type="submit" size="lg">
          {startLabel}
        </Button>
      </form>
    </div>
  );
}

// The confirmation's dialog code loads only for people who have answers to clear, and not before
// they reach for it: the test page stays light for everyone starting out.
const loadRestartDialog = () => import('./restart-dialog');
const RestartDialog = lazy(loadRestartDialog);

function WelcomeBack({
  answered,
  signedIn,
  onRestart,
  focusAfterRestart,
}: {
  answered: number;
  signedIn: boolean;
  onRestart: () => void;
  focusAfterRestart: () => HTMLElement | null;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const startAgain = useRef<HTMLButtonElement>(null);
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        Welcome back
      </h2>
      <p>
        {answered === ITEM_COUNT
          ? `You've answered all ${ITEM_COUNT} statements.`
          : `You've answered ${answered} of ${ITEM_COUNT} statements. Carry on whenever you like.`}
      </p>
      <Button
        ref={startAgain}
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadRestartDialog()}
        onFocus={() => void loadRestartDialog()}
        onClick={() => setConfirming(true)}
      >
        Start again
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <RestartDialog
            answered={answered}
            signedIn={signedIn}
            onRestart={onRestart}
            onClose={() => setConfirming(false)}
            focusOnKeep={() => startAgain.current}
            focusAfterRestart={focusAfterRestart}
          />
        </Suspense>
      )}
    </Card>
  );
}
