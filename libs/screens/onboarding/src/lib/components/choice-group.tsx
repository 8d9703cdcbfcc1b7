import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Choice } from '@pathwise/playground';
import { FieldError, describedBy } from './field-error';

export type ChoiceGroupProps = {
  type: 'radio' | 'checkbox';
  legend: string;
  hint?: string;
  choices: readonly Choice<string>[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** For single choices: a first option that leaves the question unanswered. */
  noAnswerLabel?: string;
};

const OPTION =
  'flex items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** An optional question answered with radio buttons or checkboxes, each maybe explained. */
export function ChoiceGroup({
  type,
  legend,
  hint,
  choices,
  registration,
  error,
  noAnswerLabel,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const options = noAnswerLabel ? [{ value: '', label: noAnswerLabel }, ...choices] : choices;
  return (
    <fieldset
      aria-describedby={describedBy(hint && hintId, error && errorId)}
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
      <FieldError id={errorId} message={error} />
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((choice, index) => {
          const inputId = `${id}-${index}`;
          const descriptionId = `${inputId}-description`;
          return (
            <div key={choice.value} className={OPTION}>
              <input
                id={inputId}
                type={type}
                value={choice.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={choice.description ? descriptionId : undefined}
                className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                {...registration}
              />
              <div className="flex-1">
                <label htmlFor={inputId} className="block cursor-pointer">
                  {choice.label}
                </label>
                {choice.description && (
                  <p id={descriptionId} className="text-sm opacity-80">
                    {choice.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
