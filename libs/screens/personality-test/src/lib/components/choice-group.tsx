import { useId } from 'react';

export type Choice<T extends string> = { value: T; label: string };

export type ChoiceGroupProps<T extends string> = {
  legend: string;
  /** Id of text that explains the question. */
  describedBy?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of labelled radio buttons under a legend. */
export function ChoiceGroup<T extends string>({
  legend,
  describedBy,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-[var(--primary)]"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
