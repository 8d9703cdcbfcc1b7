import {
  type ReactNode,
  type SelectHTMLAttributes,
  forwardRef,
  type InputHTMLAttributes,
  useId,
} from 'react';
import type { Choice } from '@pathwise/playground';

type FieldFrameProps = { label: string; hint?: ReactNode; error?: string };

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

const controlClasses =
  'h-11 w-full max-w-md rounded-lg border border-border bg-surface px-3 text-surface-foreground aria-[invalid]:border-danger';

/** Label, hint and error around one control; the control points at them with aria-describedby. */
function FieldFrame({
  label,
  hint,
  error,
  children,
}: FieldFrameProps & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        id,
        describedBy: describedBy(Boolean(hint) && hintId, Boolean(error) && errorId),
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<
  HTMLInputElement,
  FieldFrameProps & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, hint, error, ...input }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(ids) => (
        <input
          ref={ref}
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={`selectable ${controlClasses}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldFrameProps &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: readonly Choice<string>[];
      emptyLabel: string;
    }
>(function SelectField({ label, hint, error, options, emptyLabel, ...select }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(ids) => (
        <select
          ref={ref}
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClasses}
          {...select}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
