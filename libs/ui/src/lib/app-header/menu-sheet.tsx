import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { cn } from '../cn';
import { CROSS, ICON_BUTTON, LineIcon } from './line-icon';
import { type NavItem, NavList } from './nav-list';

/** From this width the header shows its links itself (Tailwind's `lg`). */
const WIDE = '(min-width: 64rem)';

export type MenuSheetProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  navigation: NavItem[];
  settings?: ReactNode;
};

/**
 * The phone menu: a panel from the right with the main links and the settings. A Radix dialog:
 * focus moves in and stays inside, Escape closes it. Loaded the first time someone opens it.
 */
export default function MenuSheet({
  id,
  open,
  onOpenChange,
  opener,
  navigation,
  settings,
}: MenuSheetProps) {
  const { pathname } = useLocation();
  const followed = useRef(false);

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
            // A followed link leads to a new page, which takes focus itself.
            if (!followed.current) opener.current?.focus();
            followed.current = false;
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-6 overflow-y-auto overscroll-contain border-l border-border bg-surface px-4 pb-4 text-surface-foreground shadow-xl',
            // Slides in as it opens; the reduced-motion rule in styles.css makes that instant.
            'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full',
          )}
        >
          <DialogPrimitive.Title className="flex h-14 shrink-0 items-center text-lg font-semibold">
            Menu
          </DialogPrimitive.Title>
          <NavList
            items={navigation}
            layout="menu"
            onFollow={(to) => {
              followed.current = to !== pathname;
              onOpenChange(false);
            }}
          />
          {settings}
          {/* Last in the tab order: after the links and settings, which the menu is for. */}
          <DialogPrimitive.Close
            aria-label="Close"
            className={cn(ICON_BUTTON, 'absolute top-2 right-4')}
          >
            <LineIcon d={CROSS} />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
