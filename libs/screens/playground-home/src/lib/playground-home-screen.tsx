import { Trans, useLingui } from '@lingui/react/macro';
import { useStartAuth } from '@pathwise/auth';
import { useInterestResult, useInterestSort, useOnboarding } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { ButtonLink, PageFrame, TitledSection } from '@pathwise/ui';
import { StepList } from './components/step-list';
import { playgroundSteps } from './playground-steps';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

/** The playground's hub: the four steps, where the person is in them, and the next one. */
export function PlaygroundHomeScreen() {
  useStartAuth({ immediate: false });
  const { t } = useLingui();
  const testMinutes = MINUTES_TO_TAKE.personalityTest;
  const onboarding = useOnboarding();
  const sort = useInterestSort();
  const result = useInterestResult();
  const { completed, ...answers } = onboarding.answers;
  const { steps, next } = playgroundSteps({
    onboarding: {
      answered: Object.values(answers).filter(
        (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
      ).length,
      completed,
    },
    cards: { sorted: sort.sorted, total: sort.total, canFinish: sort.canFinish },
    hollandCode: result.result?.hollandCode ?? null,
  });

  const nextTitle = next?.title ?? '';
  return (
    <PageFrame
      title={t`Career playground`}
      intro={t`Four steps to careers that suit what you enjoy. There are no right or wrong answers, you can stop at any point, and this browser keeps your place. Sign in to keep it on every device.`}
    >
      {next && (
        <ButtonLink to={next.to} size="lg" className="mt-6">
          {next.status === 'in-progress' ? t`Continue: ${nextTitle}` : t`Start: ${nextTitle}`}
        </ButtonLink>
      )}
      <TitledSection title={t`Your steps`} hiddenTitle className="mt-8">
        <StepList steps={steps} next={next} />
      </TitledSection>
      <TitledSection
        title={t`Want a fuller picture?`}
        size="sm"
        className="mt-10 rounded-xl border border-border p-4"
      >
        <p className="selectable mt-1 text-sm text-muted-foreground">
          <Trans>
            The personality test takes about {testMinutes} minutes and adds your personality to the
            careers we suggest.
          </Trans>
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <ButtonLink to={paths.personalityTest} variant="secondary">
            <Trans>Take the personality test</Trans>
          </ButtonLink>
          <ButtonLink to={paths.explorer} variant="ghost">
            <Trans>Browse all careers</Trans>
          </ButtonLink>
        </div>
      </TitledSection>
    </PageFrame>
  );
}
