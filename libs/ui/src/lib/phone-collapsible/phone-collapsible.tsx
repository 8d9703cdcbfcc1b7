import { type ReactNode, useId, useState } from 'react';
import { buttonClasses } from '../button/button';
import { cn } from '../cn';

// Static class names, so Tailwind sees them: the button only below the breakpoint, the content
// always from it.
const BUTTON_HIDDEN_FROM = { sm: 'sm:hidden', md: 'md:hidden' } as const;
const CONTENT_SHOWN_FROM = { sm: 'sm:block', md: 'md:block' } as const;

/**
 * Controls that would push a list below the first screen on a phone: there, folded behind a
 * button that says how many are on; from `from` up, always shown.
 */
export function PhoneCollapsible({
  label,
  on,
  from,
  className,
  children,
}: {
  /** What the button shows or hides, e.g. "filters". */
  label: string;
  /** How many of the controls are set, said on the button. */
  on: number;
  from: keyof typeof CONTENT_SHOWN_FROM;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        className={cn(
          buttonClasses({ variant: 'secondary', size: 'sm' }),
          BUTTON_HIDDEN_FROM[from],
        )}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Hide' : 'Show'} {label}
        {on > 0 && ` (${on} on)`}
      </button>
      <div
        id={contentId}
        className={cn(open ? 'block' : 'hidden', CONTENT_SHOWN_FROM[from], className)}
      >
        {children}
      </div>
    </>
  );
}
