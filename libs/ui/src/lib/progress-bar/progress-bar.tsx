import { formatPercent } from '@pathwise/i18n';
import { cn } from '../cn';

export type ProgressBarProps = {
  label: string;
  value: number;
  max?: number;
  /** Read out instead of the bare number, e.g. "Question 12 of 120". */
  valueText?: string;
  showLabel?: boolean;
  className?: string;
};

export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  showLabel = true,
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const share = max > 0 ? clamped / max : 0;
  return (
    <div className={cn('w-full', className)}>
      {showLabel && (
        <div className="mb-1 flex justify-between text-sm text-muted-foreground">
          <span>{label}</span>
          <span>{valueText ?? formatPercent(share)}</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        {/* Scaled, not resized: a transform animates without laying the page out again. */}
        <div
          className="h-full w-full origin-left bg-primary motion-safe:transition-transform motion-safe:duration-300"
          style={{ transform: `scaleX(${share})` }}
        />
      </div>
    </div>
  );
}
