import { Trans, useLingui } from '@lingui/react/macro';
import { selectSessionStatus, useStartAuth } from '@pathwise/auth';
import { type StoredOnboardingAnswers, useOnboarding } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import {
  cn,
  ErrorState,
  linkClasses,
  LoadingScreen,
  OnetAttribution,
  PageFrame,
  useServerView,
} from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { OnboardingWizard } from './components/onboarding-wizard';

/** A first visit's answers: none. */
const FIRST_VISIT: StoredOnboardingAnswers = { completed: false };

export function OnboardingScreen() {
  useStartAuth({ immediate: false });
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const kept = useOnboarding();
  // The answers are this browser's (or the account's): the page is sent, and hydrated, with the
  // first step as a first visit sees it; saved answers fill it in right after.
  const serverView = useServerView();
  const { answers, save, saving, retry } = serverView ? { ...kept, answers: FIRST_VISIT } : kept;
  const status = serverView ? 'ready' : kept.status;
  const error = serverView ? null : kept.error;
  const notice = serverView ? null : kept.notice;
  const { t } = useLingui();

  return (
    <PageFrame
      title={t`A few questions about you`}
      intro={
        <Trans>
          Five short steps about where you are now and what matters to you at work. Your education
          and how much more you&apos;d take on set which careers we show first, and so does the
          least pay you&apos;d consider; what matters to you at work adds or takes a few points of
          fit; your current job brings careers that use the same skills. Every question is optional:
          skip any you like, and come back to change your answers later.
        </Trans>
      }
    >
      <div className="mt-6 space-y-6">
        {notice && (
          <p role="status" className="rounded-lg border border-border bg-muted p-3">
            {notice}
          </p>
        )}
        {status === 'loading' ? (
          <LoadingScreen className="min-h-[30vh]" />
        ) : status === 'error' ? (
          <ErrorState title={t`We couldn’t load your answers`} message={error} onRetry={retry}>
            <Link to={paths.playgroundHome} className={cn('self-center', linkClasses)}>
              <Trans>Back to the playground steps</Trans>
            </Link>
          </ErrorState>
        ) : (
          <OnboardingWizard
            answers={answers}
            save={save}
            saving={saving}
            error={error}
            signedIn={signedIn}
          />
        )}
        <OnetAttribution className="border-t border-border pt-4" />
      </div>
    </PageFrame>
  );
}
