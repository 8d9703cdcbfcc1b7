import {
  type InputHTMLAttributes,
  type ReactNode,
  forwardRef,
  useCallback,
  useId,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
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
import { mergeRefs } from '../field/merge-refs';
import { characterCountText } from './character-count';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /**
   * Counts characters against this number under the field. It doesn't stop typing or pasting:
   * the form's rules say what to do when there are too many.
   */
  maxChars?: number;
  /** Something beside the input, such as a show-password or a search button. */
  addon?: ReactNode;
  className?: string;
  /** Added to the input's own look (a number field without the browser's spin buttons). */
  inputClassName?: string;
};

/**
 * A labelled text input with an optional hint, error and character count, each tied to it with
 * aria-describedby. Works controlled (`value`, `onChange`) or with react-hook-form's `register`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, optional, maxChars, addon, className, inputClassName, id, ...input },
  ref,
) {
  const ids = fieldIds(useId());
  const inputId = id ?? ids.control;
  const countId = `${ids.control}-count`;
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = useMemo(() => mergeRefs(own, ref), [ref]);
  const initial = String(input.value ?? input.defaultValue ?? '').length;
  // Read from the input itself, so the count also follows a value the form sets without typing
  // (react-hook-form's reset) once the form renders again.
  const subscribe = useCallback((changed: () => void) => {
    const node = own.current;
    node?.addEventListener('input', changed);
    return () => node?.removeEventListener('input', changed);
  }, []);
  // A controlled field counts its value. Read from the input instead, a keystroke would redraw the
  // field from its own 'input' listener before the form's onChange has the new value (a real key
  // press runs React's work between listeners), and the keystroke would be undone.
  const controlled = input.value !== undefined;
  const length = useSyncExternalStore(
    subscribe,
    () => (controlled ? String(input.value).length : (own.current?.value.length ?? initial)),
    () => initial,
  );
  const over = maxChars !== undefined && length > maxChars;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <div className="flex gap-2">
        <input
          ref={setRef}
          id={inputId}
          className={cn(CONTROL_CLASSES, inputClassName)}
          {...input}
          aria-invalid={error || over ? true : input['aria-invalid']}
          aria-describedby={describedBy(
            hint && ids.hint,
            maxChars !== undefined && countId,
            error && ids.error,
            input['aria-describedby'],
          )}
        />
        {addon}
      </div>
      {maxChars !== undefined && (
        <p
          id={countId}
          className={cn('text-sm', over ? 'font-medium text-danger' : 'text-muted-foreground')}
        >
          {characterCountText(length, maxChars)}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
});
