import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId } from 'react';
import { cn } from '../cn';
import { LIKERT_LABEL_MESSAGES } from './likert-labels';

export type LikertValue = 1 | 2 | 3 | 4 | 5;

/**
 * The scale's points in English, for callers that pass them on as `labels`: the scale shows them
 * in the reader's language all the same.
 */
export const DEFAULT_LIKERT_LABELS = [
  'Very inaccurate',
  'Moderately inaccurate',
  'Neither accurate nor inaccurate',
  'Moderately accurate',
  'Very accurate',
] as const;

export type LikertScaleProps = {
  /** The statement being rated; it names the radio group. */
  question: string;
  value: LikertValue | null;
  onChange: (value: LikertValue) => void;
  labels?: readonly [string, string, string, string, string];
  autoFocus?: boolean;
  className?: string;
};

const POINTS: LikertValue[] = [1, 2, 3, 4, 5];

/** Whether a number (a pressed digit, a radio's value) is one of the scale's points. */
export const isLikertValue = (value: number): value is LikertValue =>
  (POINTS as number[]).includes(value);

/**
 * A five-point rating. Native radios give arrow-key movement and screen-reader semantics;
 * the number keys 1–5 pick a point directly.
 */
export function LikertScale({
  question,
  value,
  onChange,
  labels,
  autoFocus,
  className,
}: LikertScaleProps) {
  const { i18n } = useLingui();
  const name = useId();
  const shown =
    labels === undefined || labels === DEFAULT_LIKERT_LABELS
      ? LIKERT_LABEL_MESSAGES.map((label) => i18n._(label))
      : labels;
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const digit = Number(event.key);
    if (event.key.length === 1 && isLikertValue(digit)) {
      event.preventDefault();
      onChange(digit);
      event.currentTarget.querySelector<HTMLInputElement>(`input[value="${digit}"]`)?.focus();
    }
  };

  return (
    <fieldset className={cn('w-full', className)} onKeyDown={onKeyDown}>
      <legend className="selectable mb-4 text-xl font-medium">{question}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
        {POINTS.map((point, index) => (
          <label
            key={point}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-3 text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:flex-col sm:text-center"
          >
            <input
              type="radio"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              autoFocus={autoFocus && (value ?? 1) === point}
              className="size-4 accent-[var(--primary)]"
              aria-keyshortcuts={String(point)}
            />
            <span>
              <span aria-hidden="true" className="me-1 font-semibold sm:block">
                {point}
              </span>
              {shown[index]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
