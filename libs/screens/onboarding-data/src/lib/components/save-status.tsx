import { Button } from '@pathwise/ui';
import type { SaveStatus as Status } from '../save-queue';

type Props = {
  id: string;
  status: Status | undefined;
  /** The question in a few words, for the retry button's name. */
  what: string;
  onRetry: () => void;
};

const TEXT: Record<'waiting' | 'saving' | 'saved', string> = {
  waiting: '',
  saving: 'Saving…',
  saved: 'Saved',
};

/** How a question's last change went, read out politely; a failure says why, with a retry. */
export function SaveStatus({ id, status, what, onRetry }: Props) {
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
            {TEXT[status.state]}
          </>
        ) : null}
      </p>
      {status?.state === 'error' && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Try again to save ${what}`}
          onClick={onRetry}
        >
          Try again
        </Button>
      )}
    </div>
  );
}
