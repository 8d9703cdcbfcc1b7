import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetGroupInviteQuery, useGetMeQuery } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import type { GroupInvite } from '@pathwise/contract';
import { GroupNotFound, SharedMemberDetails, isNotFound, useGroupCode } from '@pathwise/groups';
import { assumeSharedComputer } from '@pathwise/progress';
import { groupHref, paths } from '@pathwise/routes';
import { ButtonLink, Card, EmptyState, ErrorState, LoadingScreen, PageFrame } from '@pathwise/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LeaveGroup } from './components/leave-group';
import { MembershipForm } from './components/membership-form';
import { madeByLine } from './made-by-line';

/** The form, what the group sees now, and leaving: for someone in an open group or joining it. */
function Membership({ invite }: { invite: GroupInvite }) {
  const { t } = useLingui();
  const me = useGetMeQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownHeading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  // Set on joining: reading goes on at what the group now sees once the server's answer shows it.
  const focusShown = useRef(false);
  const member = invite.membership;
  useEffect(() => {
    if (focusShown.current && member) {
      focusShown.current = false;
      shownHeading.current?.focus();
    }
  }, [member]);
  const name = invite.name;
  const title = member ? t`Your place in ${name}` : t`Join ${name}`;

  return (
    <PageFrame title={title} headingRef={heading} width="narrow" intro={madeByLine(invite)}>
      <p role="status" className="mt-4 font-medium">
        {notice}
      </p>
      <Card className="mt-4">
        {invite.open ? (
          <MembershipForm
            // A new form when membership starts or ends, with that moment's choices.
            key={member ? 'member' : 'joining'}
            invite={invite}
            profileName={me.data?.displayName ?? ''}
            onSaved={(joined) => {
              setNotice(joined ? t`You joined ${name}.` : t`Your choices are saved.`);
              if (joined) focusShown.current = true;
              else shownHeading.current?.focus();
            }}
          />
        ) : (
          <p>
            <Trans>
              This group has closed, so nothing you share reaches it. You can still leave it.
            </Trans>
          </p>
        )}
      </Card>
      {member && (
        <>
          <section aria-labelledby="group-sees" className="mt-8">
            <h2 id="group-sees" ref={shownHeading} tabIndex={-1} className="text-xl font-semibold">
              <Trans>What the group sees now</Trans>
            </h2>
            <p className="mt-2 text-muted-foreground">
              <Trans>This is exactly what the person who made the group sees about you.</Trans>
            </p>
            <Card className="mt-4">
              <p className="mb-4 font-semibold">{member.shown.name}</p>
              <SharedMemberDetails member={member.shown} />
            </Card>
          </section>
          <div className="mt-6">
            <LeaveGroup
              code={invite.code}
              groupName={name}
              onLeft={() => setNotice(t`You left ${name}. It no longer sees anything of yours.`)}
              returnFocusTo={() => heading.current}
            />
          </div>
        </>
      )}
      <p className="mt-8 text-sm">
        <Link className="underline" to={paths.privacy}>
          <Trans>How Pathwise keeps your data</Trans>
        </Link>
      </p>
    </PageFrame>
  );
}

/** /join/:code (signed in): join a group with its code, choose what it sees, change it or leave. */
export function GroupJoinScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const code = useGroupCode();
  const invite = useGetGroupInviteQuery(code ?? skipToken);
  // A group's link is how a class arrives, on computers that are very likely shared: sign-in and
  // progress now last only for this browser session (unless someone said this device is theirs).
  useEffect(() => assumeSharedComputer(), []);

  let content: ReactNode;
  if (!code || isNotFound(invite.error)) return <GroupNotFound />;
  if (invite.error)
    content = (
      <PageFrame title={t`Join a group`} width="narrow">
        <ErrorState
          className="mt-8"
          title={t`The group didn't load`}
          cause={readFailure(invite.error).words}
          onRetry={() => void invite.refetch()}
          retrying={invite.isFetching}
        />
      </PageFrame>
    );
  else if (!invite.data)
    content = (
      <PageFrame title={t`Join a group`} width="narrow">
        <LoadingScreen className="min-h-[30vh]" />
      </PageFrame>
    );
  else if (invite.data.yours) {
    const groupCode = invite.data.code;
    content = (
      <PageFrame title={invite.data.name} width="narrow">
        <EmptyState
          className="mt-8"
          title={t`You made this group`}
          description={t`Give this page's address or the code ${groupCode} to the people you want in it.`}
          action={
            <ButtonLink to={groupHref(invite.data.code)}>
              <Trans>See what members share</Trans>
            </ButtonLink>
          }
        />
      </PageFrame>
    );
  } else content = <Membership invite={invite.data} />;
  return content;
}
