import { cn } from '@pathwise/ui';

/** A plain horizontal bar; decorative, since the number beside it says the same. */
export function Bar({ percent, tone }: { percent: number; tone: 'career' | 'person' }) {
  return (
    <span
      aria-hidden="true"
      className="block h-3 w-full overflow-hidden rounded-full bg-muted-foreground/30"
    >
      <span
        className={cn(
          'block h-full rounded-full',
          tone === 'career' ? 'bg-primary' : 'bg-foreground/70',
        )}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
