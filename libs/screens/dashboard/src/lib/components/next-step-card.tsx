import { Trans } from '@lingui/react/macro';
import { ButtonLink, TitledSection } from '@pathwise/ui';
import type { NextStep } from '../next-step';

/** The one step most worth doing next, said once and plainly. */
export function NextStepCard({ step }: { step: NextStep | null }) {
  return (
    <TitledSection
      title={<Trans>Your next step</Trans>}
      size="base"
      headingClassName="text-sm tracking-wide uppercase"
      className="mt-6 rounded-2xl border border-primary bg-accent p-5 text-accent-foreground"
    >
      {step ? (
        <>
          <p className="mt-2 text-xl font-semibold">{step.title}</p>
          <p className="selectable mt-1">{step.why}</p>
          <ButtonLink to={step.to} size="lg" className="mt-4">
            {step.action}
          </ButtonLink>
        </>
      ) : (
        <p role="status" className="mt-2">
          <Trans>Working out your next step…</Trans>
        </p>
      )}
    </TitledSection>
  );
}
