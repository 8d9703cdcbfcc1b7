import { useLingui } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import { STEPS } from '../steps';

/** The steps at a glance, the current one marked. */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Steps`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {STEPS.map((step, index) => (
        <li
          key={step.id}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1.5',
            index === current ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-6 items-center justify-center rounded-full border text-xs',
              index === current
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border',
            )}
          >
            {index + 1}
          </span>
          {step.title}
        </li>
      ))}
    </ol>
  );
}
