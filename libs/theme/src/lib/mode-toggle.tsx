import { useId } from 'react';
import { type Theme, THEMES } from './theme';
import { useTheme } from './use-theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** A three-way switch between light, dark and the device's setting. Plain radios: keyboard and screen readers get the behaviour for free. */
export function ModeToggle({ className = '' }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const name = useId();
  return (
    <fieldset
      className={`inline-flex items-center gap-1 rounded-full border border-border p-1 text-sm ${className}`}
    >
      <legend className="sr-only">Colour theme</legend>
      {THEMES.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-full px-3 py-1 text-muted-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={theme === option}
            onChange={() => setTheme(option)}
            className="sr-only"
          />
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
