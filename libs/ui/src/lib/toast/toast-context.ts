import { createContext, useContext } from 'react';

export type ToastMessage = {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  /**
   * Names the news a toast tells, such as `coins:personality-test-completed`: a toast whose key was
   * already shown on this page is dropped, so two parts of the page can't tell the same news twice.
   */
  key?: string;
};
export type ShowToast = (message: ToastMessage) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short, polite notification (for example "You earned 10 coins"). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a <ToastProvider>.');
  return show;
}
