import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = {
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
  /** Where focus goes on closing, when the control that opened it is gone (a menu's item). */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * A question with no safe default: focus starts on the dialog itself (its title and description
   * are read out), so no answer looks chosen before the person picks one.
   */
  noDefaultAnswer?: boolean;
};

/** A modal with its title and description wired to the dialog for screen readers; Escape and the close button dismiss it. */
export function DialogContent({
  title,
  description,
  children,
  className,
  returnFocusTo,
  noDefaultAnswer = false,
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 motion-safe:animate-in" />
      <DialogPrimitive.Content
        className={cn(
          // Never taller than the screen: at 400 % zoom or with large text, it scrolls within itself,
          // so its buttons and × are always reachable.
          'fixed top-1/2 left-1/2 z-50 outline-none max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-border bg-surface p-6 text-surface-foreground shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          if (!noDefaultAnswer) return;
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          aria-label={t`Close`}
          className="absolute top-3 inset-e-3 rounded-md px-2 text-xl leading-none text-muted-foreground hover:bg-muted"
        >
          ×
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
