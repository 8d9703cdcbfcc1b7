import { cn } from '@pathwise/ui';
import { type ReactNode, useId, useState } from 'react';

export type DisclosureProps = {
  /** The button's content: what opens. */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  /** Printed pages show the content even when closed on screen; else the summary alone. */
  openInPrint?: boolean;
};

/**
 * A button that shows and hides a panel. Unlike <details>, the closed panel is hidden with a class,
 * so print styles can open every one of them. Paper has no buttons (the print styles hide them), so
 * the summary prints as a plain line in the button's place.
 */
export function Disclosure({
  summary,
  children,
  className,
  buttonClassName,
  openInPrint = true,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'flex w-full items-start gap-2 rounded-lg py-2 text-start hover:bg-muted',
          buttonClassName,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            // Points along the reading direction when closed, down when open.
            'mt-0.5 inline-block w-4 shrink-0 text-center transition-transform print:hidden rtl:-scale-x-100',
            open && 'rotate-90 rtl:-rotate-90',
          )}
        >
          ›
        </span>
        <span className="min-w-0 flex-1">{summary}</span>
      </button>
      <div className="hidden py-0.5 print:block">{summary}</div>
      <div
        id={panelId}
        className={cn('pb-2 ps-6', !open && (openInPrint ? 'hidden print:block' : 'hidden'))}
      >
        {children}
      </div>
    </div>
  );
}
