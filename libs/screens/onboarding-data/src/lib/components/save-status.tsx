import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@pathwise/ui';
import type { SaveStatus as Status } from '../save-queue';
import { SAVE_WORDS } from '../save-words';

type Props = {
  id: string;
  status: Status | undefined;
  /** The question in a few words, for the retry button's name. */
  what: string;
  onRetry: () => void;
};

/** How a question's last change went, read out politely; a failure says why, with a retry. */
export function SaveStatus({ id, status, what, onRetry }: Props) {
  const { t, i18n } = useLingui();
  const problem = status?.state === 'error' ? status.message : null;
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p
        id={id}
        role="status"
        className={problem ? 'font-medium text-danger' : 'text-muted-foreground'}
      >
        {problem ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {problem}
          </>
        ) : status && status.state !== 'error' ? (
          <>
            {status.state === 'saved' && <span aria-hidden="true">✓ </span>}
            {status.state === 'waiting' ? '' : i18n._(SAVE_WORDS[status.state])}
          </>
        ) : null}
      </p>
      {status?.state === 'error' && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Try again to save ${what}`}
          onClick={onRetry}
        >
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
