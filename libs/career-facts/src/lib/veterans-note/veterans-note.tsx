import { Trans } from '@lingui/react/macro';
import { VETERANS_SEARCH_URL } from '@pathwise/assessment';
import { cn } from '@pathwise/ui';

/**
 * Said wherever someone looks for a military job: Pathwise doesn't translate military jobs yet,
 * and where the official search that does is.
 */
export function VeteransNote({ className }: { className?: string }) {
  return (
    <p className={cn('rounded-xl border border-border bg-muted/40 p-4', className)}>
      <Trans>
        Pathwise doesn&apos;t translate military jobs into civilian careers yet. The official{' '}
        <a href={VETERANS_SEARCH_URL} className="font-medium underline underline-offset-2">
          My Next Move for Veterans
        </a>{' '}
        does: search it for your military job title or code, then come back to explore the careers
        it names.
      </Trans>
    </p>
  );
}
