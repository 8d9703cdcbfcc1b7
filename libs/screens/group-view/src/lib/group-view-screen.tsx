import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetGroupViewQuery } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import type { GroupView } from '@pathwise/contract';
import { GroupNotFound, SharedMemberDetails, isNotFound, useGroupCode } from '@pathwise/groups';
import {
  Button,
  Card,
  ErrorState,
  LoadingScreen,
  PageFrame,
  TitledSection,
  dayInWords,
  saveFile,
  releaseFile,
} from '@pathwise/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { CloseGroup } from './components/close-group';
import { GroupSummary } from './components/group-summary';
import { InviteCard } from './components/invite-card';
import { RemoveMember } from './components/remove-member';
import { groupCsv } from './group-csv';
import { statusLine } from './status-line';

function Members({ view, onRemoved }: { view: GroupView; onRemoved: (name: string) => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="group-members" className="mt-10">
      <h2 id="group-members" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        <Trans>Members and what each shares</Trans>
      </h2>
      {view.members.length === 0 ? (
        <p className="mt-4">
          <Trans>Nobody has joined yet. Give members the code or the join link above.</Trans>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {view.members.map((member) => (
            <li key={member.id}>
              <Card className="break-inside-avoid">
                <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold">{member.name}</h3>
                  <RemoveMember
                    code={view.code}
                    member={member}
                    onRemoved={onRemoved}
                    returnFocusTo={() => heading.current}
                  />
                </div>
                <SharedMemberDetails member={member} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        {t`You see only what each member chose to share. When they stop sharing something, it is gone from here at once.`}
      </p>
    </section>
  );
}

/** /groups/:code (signed in, the group's maker): who joined, what each shares, and the totals. */
export function GroupViewScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const code = useGroupCode();
  const view = useGetGroupViewQuery(code ?? skipToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');

  if (!code || isNotFound(view.error)) return <GroupNotFound />;
  if (view.error)
    return (
      <PageFrame title={t`Your group`}>
        <ErrorState
          className="mt-8"
          title={t`Your group didn't load`}
          cause={readFailure(view.error).words}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
        />
      </PageFrame>
    );
  if (!view.data)
    return (
      <PageFrame title={t`Your group`}>
        <LoadingScreen className="min-h-[30vh]" />
      </PageFrame>
    );

  const group = view.data;
  const downloadCsv = () => {
    const url = saveFile(groupCsv(group), `pathwise-${group.code}.csv`, 'text/csv;charset=utf-8');
    setTimeout(() => releaseFile(url), 0);
  };
  const printed = dayInWords(new Date().toISOString());
  return (
    <PageFrame title={group.name} headingRef={heading} width="wide" intro={statusLine(group)}>
      <p className="mt-2 hidden print:block">
        <Trans>Class summary printed on {printed}. Only what each member chose to share.</Trans>
      </p>
      <p role="status" className="mt-4 font-medium">
        {notice}
      </p>
      {group.open && (
        <>
          <div className="print:hidden">
            <InviteCard code={group.code} />
          </div>
          <GroupSummary summary={group.summary} />
          <Members
            view={group}
            onRemoved={(name) => setNotice(t`${name} is no longer in the group.`)}
          />
          <TitledSection title={t`Print, download or close`} className="mt-10 print:hidden">
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={() => window.print()}>
                <Trans>Print the class summary</Trans>
              </Button>
              <Button variant="secondary" onClick={downloadCsv}>
                <Trans>Download what was shared (CSV)</Trans>
              </Button>
              <CloseGroup
                code={group.code}
                name={group.name}
                onClosed={() => setNotice(t`The group is closed.`)}
                returnFocusTo={() => heading.current}
              />
            </div>
          </TitledSection>
        </>
      )}
    </PageFrame>
  );
}
