import { createContext, useContext } from 'react';

export type ToastMessage = {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
};
export type ShowToast = (message: ToastMessage) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short, polite notification (for example "You earned 10 coins"). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a <ToastProvider>.');
  return show;
}
