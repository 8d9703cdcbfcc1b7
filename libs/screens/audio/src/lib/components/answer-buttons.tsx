import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterestRating } from '@pathwise/contract';
import { cn } from '@pathwise/ui';

const ANSWERS: ReadonlyArray<{
  rating: InterestRating;
  label: MessageDescriptor;
  key: string;
  tone: string;
}> = [
  {
    rating: 'like',
    label: msg`Yes`,
    key: 'Y',
    tone: 'border-primary bg-primary text-primary-foreground',
  },
  {
    rating: 'unsure',
    label: msg`Maybe`,
    key: 'M',
    tone: 'border-border bg-surface text-surface-foreground',
  },
  { rating: 'dislike', label: msg`No`, key: 'N', tone: 'border-border bg-muted text-foreground' },
];

/**
 * Three large answer buttons; the key for each is given to screen readers, and printed on it where
 * there is a keyboard.
 */
export function AnswerButtons({ onAnswer }: { onAnswer: (rating: InterestRating) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Would you enjoy it?`} className="grid grid-cols-3 gap-3">
      {ANSWERS.map(({ rating, label, key, tone }) => (
        <button
          key={rating}
          type="button"
          aria-keyshortcuts={key}
          onClick={() => onAnswer(rating)}
          className={cn(
            'flex min-h-24 flex-col items-center justify-center rounded-2xl border-2 text-2xl font-bold hover:opacity-90',
            tone,
          )}
        >
          {i18n._(label)}
          <span className="mt-1 hidden text-sm font-normal opacity-80 keyboard:block">
            <Trans>
              <span className="sr-only">key </span>
              {key}
            </Trans>
          </span>
        </button>
      ))}
    </div>
  );
}
