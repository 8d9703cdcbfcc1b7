import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useRemoveGroupMemberMutation } from '@pathwise/api';
import { ConfirmAction } from '@pathwise/ui';

type Props = {
  code: string;
  member: { id: string; name: string };
  onRemoved: (name: string) => void;
  /** Where focus goes once the member, and this button with them, are gone. */
  returnFocusTo: () => HTMLElement | null;
};

/** Takes a member out of the group; they can join again with the code while it is open. */
export function RemoveMember({ code, member, onRemoved, returnFocusTo }: Props) {
  const { t } = useLingui();
  const [remove, { isLoading }] = useRemoveGroupMemberMutation();
  const name = member.name;
  return (
    <ConfirmAction
      trigger={<Trans>Remove…</Trans>}
      triggerProps={{ 'aria-label': t`Remove ${name} from the group` }}
      title={t`Remove ${name}?`}
      description={t`You will no longer see their name or anything they shared. They can join again with the code while the group is open.`}
      keepLabel={t`Keep them`}
      confirmLabel={t`Remove`}
      pendingLabel={t`Removing…`}
      pending={isLoading}
      returnFocusTo={returnFocusTo}
      act={async () => {
        const result = await remove({ code, memberId: member.id });
        if ('error' in result) return readFailure(result.error).words;
        onRemoved(name);
        return null;
      }}
    />
  );
}
