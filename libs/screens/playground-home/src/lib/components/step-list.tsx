import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn, Heading } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import type { PlaygroundStep, StepStatus } from '../playground-steps';

/** Where the person is in a step. */
const STATUS_LABEL: Record<StepStatus, MessageDescriptor> = {
  done: msg`Done`,
  'in-progress': msg`In progress`,
  'not-started': msg`Not started`,
  waiting: msg`Not yet`,
};

/** The four steps in order, each with where the person is in it. */
export function StepList({
  steps,
  next,
}: {
  steps: PlaygroundStep[];
  next: PlaygroundStep | null;
}) {
  const { i18n } = useLingui();
  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => {
        const current = step.id === next?.id;
        return (
          <li
            key={step.id}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'rounded-xl border p-4',
              current ? 'border-primary bg-accent text-accent-foreground' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Heading>
                <Link
                  to={step.to}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {index + 1}. {step.title}
                </Link>
              </Heading>
              <span className="text-sm font-medium">{i18n._(STATUS_LABEL[step.status])}</span>
            </div>
            <p className="selectable mt-1 text-sm text-muted-foreground">{step.detail}</p>
          </li>
        );
      })}
    </ol>
  );
}
