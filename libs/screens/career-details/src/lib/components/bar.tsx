import { cn } from '@pathwise/ui';

/** A plain horizontal bar in the given fill; decorative, since the number beside it says the same. */
export function Bar({ percent, fill }: { percent: number; fill: string }) {
  return (
    <span
      aria-hidden="true"
      className="block h-3 w-full overflow-hidden rounded-full bg-muted-foreground/30"
    >
      <span className={cn('block h-full rounded-full', fill)} style={{ width: `${percent}%` }} />
    </span>
  );
}
