import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '@pathwise/ui';
import { type Theme, THEMES } from './theme';
import { THEME_ICONS } from './theme-icons';
import { useTheme } from './use-theme';

/** Each choice's name, put into the reader's language when shown. */
const LABELS: Record<Theme, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

export type ModeToggleProps = {
  /**
   * `labels` shows each choice's name; `icons` shows a picture of each (the name stays for screen
   * readers and as a tooltip), for a row with little room.
   */
  variant?: 'labels' | 'icons';
  /** Shows the group's name, "Colour theme", above the choices (screen readers always get it). */
  showLegend?: boolean;
  className?: string;
};

/** A three-way switch between light, dark and the device's setting. Plain radios: keyboard and screen readers get the behaviour for free. */
export function ModeToggle({ variant = 'labels', showLegend = false, className }: ModeToggleProps) {
  const { i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  const name = useId();
  const icons = variant === 'icons';
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={showLegend ? 'mb-2 text-sm font-medium' : 'sr-only'}>
        <Trans>Colour theme</Trans>
      </legend>
      <div
        className={cn(
          'gap-1 rounded-full border border-border p-1 text-sm',
          icons ? 'inline-flex items-center' : 'grid grid-cols-3',
        )}
      >
        {THEMES.map((option) => (
          <label
            key={option}
            title={icons ? i18n._(LABELS[option]) : undefined}
            className={cn(
              'relative flex cursor-pointer items-center gap-1.5 rounded-full text-muted-foreground hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              icons ? 'size-8 justify-center' : 'justify-center px-2 py-1.5',
            )}
          >
            {/* Laid over the whole choice, so a press anywhere on it lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {THEME_ICONS[option]}
            <span className={icons ? 'sr-only' : undefined}>{i18n._(LABELS[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
