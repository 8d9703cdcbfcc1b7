import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, cn } from '@pathwise/ui';
import { useEffect, useRef } from 'react';
import { type RemovalNotice, titleOf } from '../hooks/use-saved-careers';

/** What just happened, in the language of the moment (called while rendering). */
const message = (notice: RemovalNotice | null) => {
  if (!notice) return '';
  const title = titleOf(notice.favourite);
  if (notice.kind === 'removed') return t`Removed ${title} from your saved careers.`;
  if (notice.kind === 'restoring') return t`Putting ${title} back…`;
  return t`${title} is back in your saved careers.`;
};

/**
 * Says what was just removed, with a way to undo it that stays until the next change (no timer
 * to beat). The live region is always there, so every change is announced.
 */
export function UndoNotice({
  notice,
  onUndo,
}: {
  notice: RemovalNotice | null;
  onUndo: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  // The removed card took the focus with it: Undo is the natural next step.
  useEffect(() => {
    if (notice?.kind === 'removed') undo.current?.focus();
  }, [notice]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      className={cn(
        'flex flex-wrap items-center gap-3 outline-none',
        notice && 'mt-6 rounded-xl border border-border bg-muted/50 px-4 py-3',
      )}
    >
      <p role="status">{message(notice)}</p>
      {notice?.kind === 'removed' && (
        <Button
          ref={undo}
          variant="secondary"
          size="sm"
          onClick={() => {
            // Undo disappears once used; the notice keeps the focus and says how it went.
            box.current?.focus();
            onUndo();
          }}
        >
          <Trans>Undo</Trans>
        </Button>
      )}
    </div>
  );
}
