import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useCloseGroupMutation } from '@pathwise/api';
import { ConfirmAction } from '@pathwise/ui';

type Props = {
  code: string;
  name: string;
  onClosed: () => void;
  returnFocusTo: () => HTMLElement | null;
};

/** Closes the group for good: members leave it, and nothing they shared can be read any more. */
export function CloseGroup({ code, name, onClosed, returnFocusTo }: Props) {
  const { t } = useLingui();
  const [close, { isLoading }] = useCloseGroupMutation();
  return (
    <ConfirmAction
      trigger={<Trans>Close the group…</Trans>}
      triggerProps={{ className: 'text-danger' }}
      title={t`Close ${name}?`}
      description={t`Everyone leaves the group, and you will no longer see anything they shared. Nobody can join with its code again. It can't be undone.`}
      keepLabel={t`Keep it open`}
      confirmLabel={t`Close the group`}
      pendingLabel={t`Closing…`}
      pending={isLoading}
      returnFocusTo={returnFocusTo}
      act={async () => {
        const result = await close(code);
        if ('error' in result) return readFailure(result.error).words;
        onClosed();
        return null;
      }}
    />
  );
}
