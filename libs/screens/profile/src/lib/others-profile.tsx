import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetSharedProfileQuery } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, Card, ErrorState, Heading, LoadingScreen, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { isNotFound } from './api-errors';
import { countryName, lifeStageLabel } from '@pathwise/onboarding-questions';

/**
 * Nothing to show: unknown ids, private profiles and malformed addresses all get these same words,
 * so nobody learns whether an id belongs to someone.
 */
export function ProfileNotFound() {
  return (
    <TitledSection
      headingId="profile-missing"
      title={<Trans>There&apos;s no profile to show here</Trans>}
      size="md"
      className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center"
    >
      <p className="mt-2 text-muted-foreground">
        <Trans>
          The link may be mistyped, or it may lead to a profile that isn&apos;t shared. If someone
          sent you this link, ask them to check it and that their profile is shared.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.playgroundHome}>
          <Trans>Go to the career playground</Trans>
        </ButtonLink>
      </div>
    </TitledSection>
  );
}

/** Someone else's profile: only the summary they chose to share, read-only. */
export function OthersProfile({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: profile, error, isLoading, isFetching, refetch } = useGetSharedProfileQuery(id);

  if (isLoading) return <LoadingScreen className="min-h-[30vh]" />;
  // null: nothing is shared here, which the API says without an error.
  if (profile === null || isNotFound(error)) return <ProfileNotFound />;
  if (!profile) {
    return (
      <ErrorState
        className="mt-8"
        title={t`This profile didn't load`}
        cause={error === undefined ? undefined : readFailure(error).words}
        message={t`Please try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const stage = lifeStageLabel(profile.lifeStage);
  return (
    <>
      <p className="mt-4 text-lg text-muted-foreground">
        <Trans>A profile someone shared with you. This is all they chose to show.</Trans>
      </p>
      <Card className="mt-6">
        <Heading level={2} size="lg" className="selectable">
          {profile.displayName ?? t`Someone using Pathwise`}
        </Heading>
        {stage || profile.country ? (
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {stage && (
              <>
                <dt className="font-medium text-muted-foreground">
                  <Trans>Where they are now</Trans>
                </dt>
                <dd className="selectable">{stage}</dd>
              </>
            )}
            {profile.country && (
              <>
                <dt className="font-medium text-muted-foreground">
                  <Trans>Where they live</Trans>
                </dt>
                <dd className="selectable">{countryName(profile.country)}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="mt-4 text-muted-foreground">
            <Trans>They haven&apos;t added any details yet.</Trans>
          </p>
        )}
      </Card>
      <p className="mt-8">
        <Trans>
          Curious what would suit you?{' '}
          <Link
            to={paths.playgroundHome}
            className="font-medium text-primary underline underline-offset-4"
          >
            Try the career playground
          </Link>
        </Trans>
      </p>
    </>
  );
}
