import { Trans, useLingui } from '@lingui/react/macro';
import { useOnboarding } from '@pathwise/progress';
import { countAnsweredQuestions } from '@pathwise/onboarding-questions';
import { paths } from '@pathwise/routes';
import { ErrorState, LoadingScreen, OnetAttribution, ScreenIntro } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { AnswerSections } from './components/answer-sections';

/** /v2/pg-profile/onboard-data: the signed-in person's onboarding answers, changed in place. */
export function OnboardingDataScreen() {
  const { t } = useLingui();
  const { status, answers, save, error, notice, retry } = useOnboarding();
  const empty = status === 'ready' && !answers.completed && countAnsweredQuestions(answers) === 0;

  return (
    <ScreenIntro
      title={t`Your onboarding answers`}
      purpose={
        <>
          <p>
            <Trans>
              What you told us about yourself when you started. Change any answer here: each change
              is saved to your account as you make it, and your career suggestions follow. Every
              question is optional.
            </Trans>
          </p>
          <p className="mt-3">
            <Link
              to={paths.onboarding}
              className="font-medium text-foreground underline underline-offset-2"
            >
              <Trans>Go through the questions step by step</Trans>
            </Link>
          </p>
        </>
      }
      next={[
        { to: paths.careerSuggestions, label: t`Careers that fit you` },
        { to: paths.dashboard, label: t`Your dashboard` },
      ]}
    >
      {notice && (
        <p role="status" className="mb-6 rounded-lg border border-border bg-muted p-3">
          {notice}
        </p>
      )}
      {status === 'loading' ? (
        <LoadingScreen className="min-h-[30vh]" />
      ) : status === 'error' ? (
        <ErrorState title={t`We couldn’t load your answers`} message={error} onRetry={retry} />
      ) : (
        <>
          {empty && (
            <p className="mb-8 rounded-lg border border-border bg-muted p-4">
              <Trans>
                You haven’t answered any of these yet. Answer as many or as few as you like below,
                or go through them one step at a time with the link above.
              </Trans>
            </p>
          )}
          <AnswerSections answers={answers} save={save} />
          <OnetAttribution className="mt-10 border-t border-border pt-4" />
        </>
      )}
    </ScreenIntro>
  );
}
