import { Trans } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, useEffect } from 'react';

/** From this width the header shows its links itself (Tailwind's `lg`). */
const WIDE = '(min-width: 64rem)';

export type MenuSheetProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the menu has closed, to put focus where it belongs next. */
  onClosed: () => void;
  /** The menu's close button, drawn by the header like its menu button. */
  closeButton: ReactNode;
  /** The links and settings. */
  children: ReactNode;
};

/**
 * The phone menu: a panel from the right. A Radix dialog: focus moves in and stays inside, Escape
 * closes it. Loaded the first time someone opens it; what it shows comes from the header, so the
 * header's own code isn't split out to share with it.
 */
export default function MenuSheet({
  id,
  open,
  onOpenChange,
  onClosed,
  closeButton,
  children,
}: MenuSheetProps) {
  // Turned to a wide screen, the header has its links again and the panel would only be in the way.
  useEffect(() => {
    const wide = window.matchMedia?.(WIDE);
    if (!open || !wide) return;
    const close = () => wide.matches && onOpenChange(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open, onOpenChange]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks what to focus; the links are what the menu is for.
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector('a')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 inset-e-0 z-50 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-6 overflow-y-auto overscroll-contain border-s border-border bg-surface px-4 pb-4 text-surface-foreground shadow-xl motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full rtl:motion-safe:starting:-translate-x-full"
        >
          <DialogPrimitive.Title className="flex h-14 shrink-0 items-center text-lg font-semibold">
            <Trans>Menu</Trans>
          </DialogPrimitive.Title>
          {children}
          {/* Last in the tab order: after the links and settings, which the menu is for. */}
          <DialogPrimitive.Close asChild>{closeButton}</DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
