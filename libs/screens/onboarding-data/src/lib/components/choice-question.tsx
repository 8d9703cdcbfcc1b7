import { useId } from 'react';
import type { Choice } from '@pathwise/playground';
import type { FieldValue } from '../answer-fields';
import type { SaveStatus as Status } from '../save-queue';
import { SaveStatus } from './save-status';

export type ChoiceQuestionProps = {
  type: 'radio' | 'checkbox';
  legend: string;
  hint?: string;
  choices: readonly Choice<string>[];
  /** For single choices: a first option that leaves the question unanswered. */
  noAnswerLabel?: string;
  value: FieldValue;
  status: Status | undefined;
  /** The question in a few words, for the retry button. */
  what: string;
  onChange: (value: FieldValue) => void;
  onRetry: () => void;
};

const OPTION =
  'flex items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** Ticked boxes in the order they are offered, keeping any saved answer the list doesn't offer. */
function toggled(choices: readonly Choice<string>[], current: readonly string[], value: string) {
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const offered = choices.map((choice) => choice.value);
  return [
    ...offered.filter((item) => next.includes(item)),
    ...next.filter((item) => !offered.includes(item)),
  ];
}

/** One question answered with radio buttons or checkboxes, saved as it changes. */
export function ChoiceQuestion({
  type,
  legend,
  hint,
  choices,
  noAnswerLabel,
  value,
  status,
  what,
  onChange,
  onRetry,
}: ChoiceQuestionProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const invalid = status?.state === 'invalid' || status?.state === 'error';
  const selected = typeof value === 'string' ? [value] : value;
  // A saved answer this list doesn't offer (from an older list) stays, so it can be unticked.
  const extra = selected
    .filter((item) => item !== '' && !choices.some((choice) => choice.value === item))
    .map((item) => ({ value: item, label: item }));
  const options: Choice<string>[] = [
    ...(noAnswerLabel ? [{ value: '', label: noAnswerLabel }] : []),
    ...choices,
    ...extra,
  ];
  return (
    <fieldset
      aria-describedby={
        [hint && hintId, invalid && statusId].filter(Boolean).join(' ') || undefined
      }
      className="space-y-2"
    >
      <legend className="mb-1 font-semibold">
        {legend} <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((choice, index) => {
          const inputId = `${id}-${index}`;
          const descriptionId = `${inputId}-description`;
          const { description } = choice;
          return (
            <div key={choice.value} className={OPTION}>
              <input
                id={inputId}
                type={type}
                name={id}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={() =>
                  onChange(
                    type === 'radio' ? choice.value : toggled(choices, selected, choice.value),
                  )
                }
                aria-invalid={invalid ? true : undefined}
                aria-describedby={description ? descriptionId : undefined}
                className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
              />
              <div className="flex-1">
                <label htmlFor={inputId} className="block cursor-pointer">
                  {choice.label}
                </label>
                {description && (
                  <p id={descriptionId} className="text-sm opacity-80">
                    {description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <SaveStatus id={statusId} status={status} what={what} onRetry={onRetry} />
    </fieldset>
  );
}
