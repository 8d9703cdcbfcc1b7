import { selectSessionStatus, useStartAuth } from '@pathwise/auth';
import { useOnboarding } from '@pathwise/playground';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { ErrorState, LoadingScreen, OnetAttribution } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { OnboardingWizard } from './components/onboarding-wizard';

export function OnboardingScreen() {
  useStartAuth({ immediate: false });
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const { status, answers, save, saving, error, notice, retry } = useOnboarding();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">A few questions about you</h1>
        <p className="selectable text-lg text-muted-foreground">
          Five short steps about where you are now and what matters to you at work. Your education
          and how much more you&apos;d take on set which careers we show first, and so does the
          least pay you&apos;d consider; what matters to you at work adds or takes a few points of
          fit; your current job brings careers that use the same skills. Every question is optional:
          skip any you like, and come back to change your answers later.
        </p>
      </header>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-muted p-3">
          {notice}
        </p>
      )}
      {status === 'loading' ? (
        <LoadingScreen className="min-h-[30vh]" />
      ) : status === 'error' ? (
        <ErrorState title="We couldn’t load your answers" message={error} onRetry={retry}>
          <Link to={paths.playgroundHome} className="self-center underline underline-offset-2">
            Back to the playground steps
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
  );
}
