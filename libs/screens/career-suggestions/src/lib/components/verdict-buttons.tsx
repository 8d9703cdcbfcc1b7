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
  const yes = verdict === 'yes';
  return (
    <div
      role="group"
      aria-label={`Would you consider this? ${careerTitle}`}
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border pt-3"
    >
      <span aria-hidden="true" className="text-sm font-medium">
        Would you consider this?
      </span>
      <Button
        variant={yes ? 'primary' : 'secondary'}
        aria-pressed={yes}
        onClick={() => onAnswer(yes ? null : 'yes')}
      >
        {yes ? 'Yes, I would' : 'Yes'}
      </Button>
      <Button variant="secondary" onClick={() => onAnswer('no')}>
        Not for me
      </Button>
    </div>
  );
}
