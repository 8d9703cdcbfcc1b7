import { useLingui } from '@lingui/react/macro';
import { readFailure, useGetMyGroupsQuery } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import { ErrorState, LoadingScreen, PageFrame } from '@pathwise/ui';
import { JoinedGroups, MadeGroups } from './components/group-lists';
import { JoinByCode } from './components/join-by-code';
import { NewGroupForm } from './components/new-group-form';

/** /groups (signed in): join one with a code, the groups one is in and made, and making one. */
export function GroupsScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const groups = useGetMyGroupsQuery();
  return (
    <PageFrame
      title={t`Groups`}
      width="narrow"
      intro={t`A group lets a teacher, counsellor or mentor see what each member chooses to share. Nobody sees anything you don't choose.`}
    >
      <JoinByCode />
      {groups.error ? (
        <ErrorState
          className="mt-8"
          title={t`Your groups didn't load`}
          cause={readFailure(groups.error).words}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : groups.data ? (
        <>
          <JoinedGroups joined={groups.data.joined} />
          <MadeGroups made={groups.data.made} />
        </>
      ) : (
        <LoadingScreen className="min-h-[20vh]" />
      )}
      <NewGroupForm />
    </PageFrame>
  );
}
