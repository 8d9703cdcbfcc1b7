import { Trans } from '@lingui/react/macro';
import { isSharedComputer, markSharedComputer } from '@pathwise/progress/shared-computer';
import { useId, useState } from 'react';
import { useServerView } from '@pathwise/ui';

/**
 * "This is a shared computer": anyone can say so (a class's join link says so too). Then sign-in
 * and progress last only until the browser closes, and what earlier sessions left is removed.
 */
export function SharedComputerChoice({ className }: { className?: string }) {
  const serverView = useServerView();
  const [shared, setShared] = useState(isSharedComputer);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 py-1">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          // Prerendered unticked: only the browser knows.
          checked={!serverView && shared}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            markSharedComputer(event.target.checked);
            setShared(event.target.checked);
          }}
        />
        <span className="font-medium text-foreground">
          <Trans>This is a shared computer</Trans>
        </span>
      </label>
      <p id={`${id}-hint`} className="ms-8 text-sm">
        <Trans>
          For a school, library or family computer. Your progress and sign-in then last only until
          the browser is closed, and nothing left by someone before you is shown.
        </Trans>
      </p>
    </div>
  );
}
