import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetMeQuery } from '@pathwise/api';
import { ErrorState, LoadingScreen } from '@pathwise/ui';
import { DataSection } from './components/data-section';
import { DetailsSection } from './components/details-section';
import { ResultsSection } from './components/results-section';
import { ShareSection } from './components/share-section';

/** The signed-in person's own profile: their details, sharing, results so far and their data. */
export function OwnProfile({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { data: profile, error, isLoading, isFetching, refetch } = useGetMeQuery();

  if (isLoading) return <LoadingScreen className="min-h-[30vh]" />;
  if (!profile)
    return (
      <ErrorState
        className="mt-8"
        title={t`Your profile didn't load`}
        cause={error === undefined ? undefined : readFailure(error).words}
        message={t`Everything you saved is safe.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );

  return (
    <>
      <p className="mt-4 text-lg text-muted-foreground">
        <Trans>Your details, who can see them, what you have done so far, and your data.</Trans>
      </p>
      <DetailsSection profile={profile} />
      <ShareSection uid={uid} shared={profile.shareProfile} />
      <ResultsSection />
      <DataSection />
    </>
  );
}
