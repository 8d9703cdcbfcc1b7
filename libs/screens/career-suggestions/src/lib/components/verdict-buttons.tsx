import { Trans, useLingui } from '@lingui/react/macro';
import type { CareerVerdict } from '@pathwise/contract';
import { Button } from '@pathwise/ui';

/**
 * "Would you consider this?" on a suggestion: yes (pressed again, taken back) or not for me, which
 * takes the career off the list (the list offers the undo).
 */
export function VerdictButtons({
  careerTitle,
  verdict,
  onAnswer,
}: {
  careerTitle: string;
  verdict: CareerVerdict | null;
  onAnswer: (verdict: CareerVerdict | null) => void;
}) {
  const { t } = useLingui();
  const yes = verdict === 'yes';
  return (
    <div
      role="group"
      aria-label={t`Would you consider this? ${careerTitle}`}
      className="mt-3 flex flex-wrap items-center gap-2"
    >
      <span aria-hidden="true" className="text-xs font-medium sm:text-sm">
        <Trans>Would you consider this?</Trans>
      </span>
      <Button
        variant={yes ? 'primary' : 'secondary'}
        size="sm"
        className="min-h-11"
        aria-pressed={yes}
        onClick={() => onAnswer(yes ? null : 'yes')}
      >
        {yes ? <Trans>Yes, I would</Trans> : <Trans>Yes</Trans>}
      </Button>
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => onAnswer('no')}>
        <Trans>Not for me</Trans>
      </Button>
    </div>
  );
}
