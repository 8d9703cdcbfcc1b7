import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useState } from 'react';
import { cn } from '../cn';
import type { ToastMessage } from './toast-context';

export type QueuedToast = ToastMessage & { id: number };

/** The keys that move focus to the toasts (Radix's default). */
const HOTKEYS = ['F8'];

const TONES = {
  info: 'border-border',
  success: 'border-primary',
  error: 'border-danger',
};

export type ToastRegionProps = {
  toasts: QueuedToast[];
  duration: number;
  onDismiss: (id: number) => void;
  /** Where the person last pressed (viewport y), if anywhere. */
  lastPress: () => number | null;
};

/**
 * The edge of the screen away from the control in use (the focused one, else where the person
 * last pressed), so a toast never covers what they are doing.
 */
export function toastEdge(controlY: number | null, viewportHeight: number): 'top' | 'bottom' {
  return controlY !== null && controlY > viewportHeight / 2 ? 'top' : 'bottom';
}

function controlInUse(lastPress: number | null): number | null {
  const focused = document.activeElement;
  if (focused && focused !== document.body) {
    const rect = focused.getBoundingClientRect();
    if (rect.height > 0 && rect.height < window.innerHeight / 2) return rect.top + rect.height / 2;
  }
  return lastPress;
}

/** The visible toasts, with Radix's timing, swipe, hotkey (F8) and announcements. */
export default function ToastRegion({ toasts, duration, onDismiss, lastPress }: ToastRegionProps) {
  // Chosen when the first toast shows and kept while toasts stay, so they don't jump about.
  const [edge] = useState(() => toastEdge(controlInUse(lastPress()), window.innerHeight));
  const { t } = useLingui();
  const hotkey = HOTKEYS.join('+');
  return (
    <ToastPrimitive.Provider duration={duration} label={t`Notification`}>
      {toasts.map(({ id, title, description, tone = 'info' }) => (
        <ToastPrimitive.Root
          key={id}
          type={tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss(id)}
          className={cn(
            'relative rounded-xl border-s-4 bg-surface p-4 pe-10 text-surface-foreground shadow-lg',
            TONES[tone],
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
          {description && (
            <ToastPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t`Dismiss`}
            className="absolute top-2 inset-e-2 rounded px-2 text-lg"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={HOTKEYS}
        label={t`Notifications (${hotkey})`}
        data-edge={edge}
        className={cn(
          'fixed inset-e-0 z-50 m-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none',
          edge === 'top' ? 'top-0' : 'bottom-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
