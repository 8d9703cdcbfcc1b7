import { Trans } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from '../button/button';
import { cn } from '../cn';

export type SheetContentProps = {
  id?: string;
  title: string;
  description?: string;
  /** The sheet's body; it scrolls on its own when taller than the sheet. */
  children: ReactNode;
  /** Stays in view under the body: the sheet's main actions. */
  footer?: ReactNode;
  className?: string;
  /** Where focus goes once the sheet has closed (by default, back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal that rises from the bottom of the screen, within a thumb's reach on a phone (centred,
 * and no wider than a phone, on larger screens). It is a Radix dialog: focus stays inside, Escape
 * and the close button dismiss it, and focus goes back to the button that opened it.
 */
export function SheetContent({
  id,
  title,
  description,
  children,
  footer,
  className,
  onCloseAutoFocus,
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <DialogPrimitive.Content
        id={id}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] w-full max-w-lg flex-col rounded-t-2xl border border-border bg-surface text-surface-foreground shadow-xl',
          // Slides up as it opens; the reduced-motion rule in styles.css makes that instant.
          'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-y-full',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="border-b border-border py-3 pe-24 ps-4">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
        {footer && (
          <div className="border-t border-border px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        )}
        {/* Last in the tab order, so opening the sheet puts focus on its first control. */}
        <DialogPrimitive.Close
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'absolute top-3 inset-e-4',
          )}
        >
          <Trans>Close</Trans>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
