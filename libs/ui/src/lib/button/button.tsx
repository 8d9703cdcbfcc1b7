import { type ButtonHTMLAttributes, type MouseEvent, forwardRef } from 'react';
import { cn } from '../cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  secondary: 'border border-border bg-surface text-surface-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-danger-foreground hover:opacity-90',
};

// A minimum height, not a fixed one: a long label wraps inside the button on a narrow screen.
const SIZES: Record<ButtonSize, string> = {
  // Small buttons are for dense, pointer-first places; a touch target on a phone adds min-h-11.
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-6 py-2 text-lg',
};

/**
 * The button look. A link to a page of the app takes it through `ButtonLink`; this is for what is
 * neither a button nor a router link (a plain page link, a drawing of a button).
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait',
    VARIANTS[variant],
    SIZES[size],
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * What the button started is under way: it says so and ignores presses, but stays focusable.
   * A disabled button would drop focus to the page, and a keyboard or screen-reader user would lose
   * their place just as the answer arrives.
   */
  pending?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', pending = false, onClick, ...props },
  ref,
) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also keeps a submit button from sending its form again.
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClasses({ variant, size }), className)}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={press}
      {...props}
    />
  );
});
