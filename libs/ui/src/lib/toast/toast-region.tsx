import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../cn';
import type { ToastMessage } from './toast-context';

export type QueuedToast = ToastMessage & { id: number };

const TONES = {
  info: 'border-border',
  success: 'border-primary',
  error: 'border-danger',
};

export type ToastRegionProps = {
  toasts: QueuedToast[];
  duration: number;
  onDismiss: (id: number) => void;
};

/** The visible toasts, with Radix's timing, swipe, hotkey (F8) and announcements. */
export default function ToastRegion({ toasts, duration, onDismiss }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider duration={duration} label="Notification">
      {toasts.map(({ id, title, description, tone = 'info' }) => (
        <ToastPrimitive.Root
          key={id}
          type={tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss(id)}
          className={cn(
            'relative rounded-xl border-l-4 bg-surface p-4 pr-10 text-surface-foreground shadow-lg',
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
            aria-label="Dismiss"
            className="absolute top-2 right-2 rounded px-2 text-lg"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 m-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
