import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useLeaveGroupMutation } from '@pathwise/api';
import { ConfirmAction } from '@pathwise/ui';

type Props = {
  code: string;
  groupName: string;
  /** Called once the member is out of the group. */
  onLeft: () => void;
  /** Where focus goes once the dialog and its trigger are gone. */
  returnFocusTo: () => HTMLElement | null;
};

/** Leaving the group: everything the member shared is gone from it at once. */
export function LeaveGroup({ code, groupName, onLeft, returnFocusTo }: Props) {
  const { t } = useLingui();
  const [leave, { isLoading }] = useLeaveGroupMutation();
  return (
    <ConfirmAction
      trigger={<Trans>Leave the group…</Trans>}
      triggerProps={{ className: 'text-danger' }}
      title={t`Leave ${groupName}?`}
      description={t`The group will no longer see your name or anything you shared. You can join again with the code while the group is open.`}
      keepLabel={t`Stay in the group`}
      confirmLabel={t`Leave the group`}
      pendingLabel={t`Leaving…`}
      pending={isLoading}
      returnFocusTo={returnFocusTo}
      act={async () => {
        const result = await leave(code);
        if ('error' in result) return readFailure(result.error).words;
        onLeft();
        return null;
      }}
    />
  );
}
