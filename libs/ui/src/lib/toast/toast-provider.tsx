import { type ReactNode, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { ToastContext, type ToastMessage } from './toast-context';
import type { QueuedToast } from './toast-region';

// The toast machinery downloads with the first toast, not with the page.
const ToastRegion = lazy(() => import('./toast-region'));

let nextId = 0;

export function ToastProvider({
  children,
  duration = 6000,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const told = useRef(new Set<string>());
  // Where the person last pressed, so a toast can keep clear of the control they are using (a tap
  // does not focus a button in every browser).
  const lastPress = useRef<number | null>(null);
  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      lastPress.current = event.clientY;
    };
    window.addEventListener('pointerdown', pressed, { capture: true, passive: true });
    return () => window.removeEventListener('pointerdown', pressed, { capture: true });
  }, []);
  const show = useCallback((message: ToastMessage) => {
    if (message.key !== undefined) {
      if (told.current.has(message.key)) return;
      told.current.add(message.key);
    }
    setToasts((all) => [...all, { ...message, id: nextId++ }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)),
    [],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            duration={duration}
            onDismiss={dismiss}
            lastPress={() => lastPress.current}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
