import { useLingui } from '@lingui/react/macro';
import type { SharedMember } from '@pathwise/contract';

type Step = NonNullable<SharedMember['progress']>['cards'];

/** How far a member is with one activity: "Finished", "Started" or "Not started". */
export function StepWords({ step }: { step: Step }) {
  const { t } = useLingui();
  if (step === 'finished') return <span className="font-medium">{t`Finished`}</span>;
  if (step === 'started') return <span>{t`Started`}</span>;
  return <span className="text-muted-foreground">{t`Not started`}</span>;
}
