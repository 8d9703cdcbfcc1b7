import { Trans, useLingui } from '@lingui/react/macro';
import { ExistingReport } from './existing-report';
import type { BigFiveItemLanguage } from '@pathwise/assessment';
import {
  Button,
  Card,
  ChoiceFieldset,
  Heading,
  LinkButton,
  SelectField,
  TitledSection,
} from '@pathwise/ui';
import { type FormEvent, Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Demographics, Draft } from '@pathwise/progress';
import { languageOptions } from '../language-names';
import { ITEM_COUNT, countAnswered, resumePosition } from '../progress';
import { loadInventory } from '../use-inventory';

type AgeChoice = NonNullable<Demographics['ageBand']> | 'none';
type SexChoice = NonNullable<Demographics['sex']> | 'none';

const AGE_VALUES = [
  'under-21',
  '21-40',
  '41-60',
  'over-60',
  'none',
] as const satisfies readonly AgeChoice[];
const SEX_VALUES = ['female', 'male', 'none'] as const satisfies readonly SexChoice[];

/** The five traits, each with what it is about, for the introduction's list. */
function TraitList() {
  return (
    <ul className="list-disc space-y-1 ps-6">
      <li>
        <Trans>
          <strong className="font-semibold">Openness to experience</strong>: curiosity, imagination
          and an appetite for new ideas.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong className="font-semibold">Conscientiousness</strong>: being organised, dependable
          and persistent.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong className="font-semibold">Extraversion</strong>: how much energy you draw from
          other people and lively settings.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong className="font-semibold">Agreeableness</strong>: warmth, trust and wanting to get
          along with others.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong className="font-semibold">
            Neuroticism (the opposite of emotional stability)
          </strong>
          : how strongly you feel worry, stress and other difficult emotions.
        </Trans>
      </li>
    </ul>
  );
}

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
  const { t, i18n } = useLingui();
  // Named in the page's language, sorted as it sorts.
  const locale = i18n.locale;
  const languages = useMemo(() => languageOptions(locale), [locale]);
  const [language, setLanguage] = useState(draft?.language ?? defaultLanguage);
  const [ageBand, setAgeBand] = useState<AgeChoice>(draft?.demographics?.ageBand ?? 'none');
  const [sex, setSex] = useState<SexChoice>(draft?.demographics?.sex ?? 'none');
  const answered = draft ? countAnswered(draft.answers) : 0;
  const startHeading = useRef<HTMLHeadingElement>(null);

  // Fetch the statements while the person reads, so the first one shows at once.
  useEffect(() => {
    loadInventory(language).catch(() => undefined);
  }, [language]);

  // Both start buttons start with the choices as they stand (the defaults, unless changed below).
  const start = () => {
    const demographics: Demographics = {
      ...(ageBand !== 'none' ? { ageBand } : {}),
      ...(sex !== 'none' ? { sex } : {}),
    };
    onStart(language, Object.keys(demographics).length ? demographics : undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start();
  };
  // Focus brings the options into view, and a screen reader to them.
  const toOptions = () => startHeading.current?.focus();

  const ageLabels: Record<AgeChoice, string> = {
    'under-21': t`Under 21`,
    '21-40': '21–40',
    '41-60': '41–60',
    'over-60': t`Over 60`,
    none: t`Prefer not to say`,
  };
  const sexLabels: Record<SexChoice, string> = {
    female: t`Female`,
    male: t`Male`,
    none: t`Prefer not to say`,
  };
  const question = draft ? resumePosition(draft.answers, draft.position) + 1 : 1;
  const startLabel =
    !draft || answered === 0
      ? t`Start the test`
      : answered === ITEM_COUNT
        ? t`See your report`
        : t`Continue from question ${question}`;

  return (
    <div className="space-y-8">
      <p className="selectable text-lg text-muted-foreground">
        <Trans>
          120 short statements about how you usually think, feel and act. For each one, choose how
          accurately it describes you. There are no right or wrong answers, and it takes about 10
          minutes.
        </Trans>
      </p>

      {/* The start first, on the first screen of a phone; what the test is and the options follow. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Button size="lg" onClick={start}>
          {startLabel}
        </Button>
        <LinkButton className="min-h-11" onClick={toOptions}>
          <Trans>Language and optional details</Trans>
        </LinkButton>
      </div>

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

      <TitledSection
        headingId={`${ids}-measures`}
        title={<Trans>What it measures</Trans>}
        size="md"
        className="space-y-3"
      >
        <p>
          <Trans>
            The Big Five: five broad traits that describe how people differ, each split into six
            narrower facets.
          </Trans>
        </p>
        <TraitList />
        <p className="text-sm text-muted-foreground">
          <Trans>
            The statements are the IPIP-NEO-120, a public-domain questionnaire by John A. Johnson
            (2014) from the International Personality Item Pool.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection
        headingId={`${ids}-kept`}
        title={<Trans>What we keep, and why</Trans>}
        size="md"
        className="space-y-3"
      >
        <ul className="list-disc space-y-1 ps-6">
          <li>
            <Trans>
              Your answers are kept in this browser as you go, so you can stop and carry on later.
            </Trans>
          </li>
          <li>
            <Trans>
              If you&apos;re signed in, they&apos;re also saved to your account, so you can continue
              on another device.
            </Trans>
          </li>
          <li>
            <Trans>
              When you finish, our server scores your answers to make your report. Seeing the report
              needs a free account.
            </Trans>
          </li>
        </ul>
        {!persistent && (
          <p className="text-sm">
            <Trans>
              This browser isn&apos;t letting us save anything right now, so your answers are only
              kept while this tab is open.
            </Trans>
          </p>
        )}
      </TitledSection>

      <form
        onSubmit={submit}
        aria-labelledby={`${ids}-start`}
        className="space-y-6 rounded-2xl border border-border bg-surface p-6 text-surface-foreground"
      >
        <Heading
          level={2}
          size="md"
          id={`${ids}-start`}
          ref={startHeading}
          tabIndex={-1}
          className="scroll-mt-4 outline-none"
        >
          <Trans>Before you start</Trans>
        </Heading>
        <SelectField
          label={t`Language of the statements`}
          hint={t`The rest of Pathwise stays in English.`}
          options={languages.map((option) => ({ value: option.id, label: option.label }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value as BigFiveItemLanguage)}
        />

        <div className="space-y-4">
          <p id={`${ids}-why`} className="text-muted-foreground">
            <Trans>
              <strong className="font-semibold text-surface-foreground">Optional.</strong> Your
              report shows how your scores compare with other people&apos;s. With your age band and
              sex we compare you with people like you; if you&apos;d rather not say, we use a
              broader group and the report says so. The comparison data only covers women and men.
              These details stay with your answers and your report.
            </Trans>
          </p>
          <ChoiceFieldset
            type="radio"
            layout="inline"
            legend={t`Your age`}
            optional
            describedBy={`${ids}-why`}
            options={AGE_VALUES.map((value) => ({ value, label: ageLabels[value] }))}
            value={ageBand}
            onChange={(value) => setAgeBand(value as AgeChoice)}
          />
          <ChoiceFieldset
            type="radio"
            layout="inline"
            legend={t`Your sex`}
            optional
            describedBy={`${ids}-why`}
            options={SEX_VALUES.map((value) => ({ value, label: sexLabels[value] }))}
            value={sex}
            onChange={(value) => setSex(value as SexChoice)}
          />
        </div>

        <Button type="submit" size="lg">
          {!draft || answered === 0 ? t`Start with these choices` : t`Carry on with these choices`}
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
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const startAgain = useRef<HTMLButtonElement>(null);
  const total = ITEM_COUNT;
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-3">
      <Heading level={2} size="md" id={headingId}>
        <Trans>Welcome back</Trans>
      </Heading>
      <p>
        {answered === total
          ? t`You've answered all ${total} statements.`
          : t`You've answered ${answered} of ${total} statements. Carry on whenever you like.`}
      </p>
      <Button
        ref={startAgain}
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadRestartDialog()}
        onFocus={() => void loadRestartDialog()}
        onClick={() => setConfirming(true)}
      >
        <Trans>Start again</Trans>
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
