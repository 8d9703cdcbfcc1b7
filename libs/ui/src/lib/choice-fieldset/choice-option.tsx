import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../cn';

export type ChoiceOption = { value: string; label: ReactNode; description?: ReactNode };

export type ChoiceLayout = 'cards' | 'inline';

const CHECKED =
  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** One radio button or checkbox with its label, and its description tied to it. */
export function ChoiceOptionRow({
  id,
  option,
  layout,
  inputRef,
  input,
}: {
  id: string;
  option: ChoiceOption;
  layout: ChoiceLayout;
  inputRef: Ref<HTMLInputElement>;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const descriptionId = `${id}-description`;
  const control = (
    <input
      ref={inputRef}
      id={id}
      value={option.value}
      aria-describedby={option.description ? descriptionId : undefined}
      className={cn('size-4 shrink-0 accent-[var(--primary)]', layout === 'cards' && 'mt-1')}
      {...input}
    />
  );
  if (layout === 'inline')
    return (
      <label
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm hover:bg-muted',
          CHECKED,
        )}
      >
        {control}
        {option.label}
      </label>
    );
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2 hover:bg-muted',
        CHECKED,
      )}
    >
      {control}
      <div className="flex-1">
        <label htmlFor={id} className="block cursor-pointer">
          {option.label}
        </label>
        {option.description && (
          <p id={descriptionId} className="text-sm opacity-80">
            {option.description}
          </p>
        )}
      </div>
    </div>
  );
}
