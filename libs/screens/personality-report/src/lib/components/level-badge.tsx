import type { BigFiveLevel } from '@pathwise/assessment';
import { levelLabel } from '@pathwise/career-words';
import { cn } from '@pathwise/ui';

/** The level as a word, never by colour alone. */
export function LevelBadge({ level, className }: { level: BigFiveLevel; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border border-border bg-accent px-2.5 py-0.5 text-sm font-medium text-accent-foreground print:border-black print:bg-transparent',
        className,
      )}
    >
      {levelLabel(level)}
    </span>
  );
}
