import { type ReactNode, Suspense, lazy, useCallback, useRef, useState } from 'react';
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
          <ToastRegion toasts={toasts} duration={duration} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
