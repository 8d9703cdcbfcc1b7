import { type ReactNode, type SelectHTMLAttributes, forwardRef, useId } from 'react';
import { cn } from '../cn';
import {
  CONTROL_CLASSES,
  FieldError,
  FieldHint,
  LABEL_CLASSES,
  OptionalMark,
  describedBy,
  fieldIds,
} from '../field/field-parts';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  options: readonly SelectOption[];
  /** A first option with the value '', such as "Prefer not to say". */
  emptyLabel?: string;
  /** Beside the label on wider screens instead of under it, for a short control in a toolbar. */
  inline?: boolean;
  className?: string;
};

/**
 * A labelled native select with an optional hint and error tied to it with aria-describedby.
 * Works controlled (`value`, `onChange`) or with react-hook-form's `register`.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, optional, options, emptyLabel, inline, className, id, ...select },
  ref,
) {
  const ids = fieldIds(useId());
  const selectId = id ?? ids.control;
  return (
    <div
      className={cn(
        inline ? 'flex flex-wrap items-center gap-x-3 gap-y-1' : 'space-y-1',
        className,
      )}
    >
      <label htmlFor={selectId} className={LABEL_CLASSES}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      {!inline && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      <select
        ref={ref}
        id={selectId}
        className={cn(CONTROL_CLASSES, inline ? 'w-auto' : 'sm:max-w-sm')}
        {...select}
        aria-invalid={error ? true : select['aria-invalid']}
        aria-describedby={describedBy(
          hint && ids.hint,
          error && ids.error,
          select['aria-describedby'],
        )}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {inline && (
        <FieldHint id={ids.hint} className="basis-full">
          {hint}
        </FieldHint>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
});
