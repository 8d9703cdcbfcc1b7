import { Trans, useLingui } from '@lingui/react/macro';
import { selectCurrentUser, selectSessionStatus, useStartAuth } from '@pathwise/auth';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { ButtonLink, EmptyState, LoadingScreen, PageFrame } from '@pathwise/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { OthersProfile, ProfileNotFound } from './others-profile';
import { OwnProfile } from './own-profile';
import { profileTarget } from './profile-target';

/**
 * /v2/pg-profile/:id. One's own id (or "me"): the profile to edit, sharing, results and data.
 * Anyone else's: the summary they shared, or a not-found page that never says whether they exist.
 */
export function ProfileScreen() {
  // The route is guarded, so the sign-in answer is needed now.
  const { t } = useLingui();
  useStartAuth({ immediate: true });
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const { id } = useParams();

  let content: ReactNode;
  if (status === 'signedOut')
    content = (
      <EmptyState
        className="mt-8"
        title={t`Sign in to see profiles`}
        description={t`Profiles are for people signed in to Pathwise.`}
        action={
          <ButtonLink to={paths.login}>
            <Trans>Sign in</Trans>
          </ButtonLink>
        }
      />
    );
  else if (!user) content = <LoadingScreen className="min-h-[30vh]" />;
  else {
    const target = profileTarget(id, user.uid);
    content =
      target.kind === 'own' ? (
        <OwnProfile uid={user.uid} />
      ) : target.kind === 'other' ? (
        <OthersProfile key={target.id} id={target.id} />
      ) : (
        <ProfileNotFound />
      );
  }

  // One heading for every state, so it stays put while the content below it loads.
  return <PageFrame title={t`Profile`}>{content}</PageFrame>;
}
