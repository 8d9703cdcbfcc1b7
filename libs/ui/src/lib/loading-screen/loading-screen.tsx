import { Trans } from '@lingui/react/macro';
import { cn } from '../cn';

/** The spec's loading screen: shown while a screen's code loads and while the sign-in check runs. */
export function LoadingScreen({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-2 text-center',
        className,
      )}
    >
      <p className="text-3xl font-bold tracking-tight text-primary">
        <Trans>Pathwise!</Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>wait... loading...</Trans>
      </p>
      <span
        aria-hidden="true"
        className="mt-2 size-6 rounded-full border-2 border-muted border-t-primary motion-safe:animate-spin"
      />
    </div>
  );
}
