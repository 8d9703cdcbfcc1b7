import { cn } from '@pathwise/ui';
import type { ReactNode } from 'react';

/**
 * The page frame. On paper everything is black on white whatever the screen theme, and text can
 * be selected to copy (the app shell turns selection off).
 */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'selectable mx-auto max-w-4xl px-4 py-10',
        'print:max-w-none print:bg-white print:p-0 print:text-black print:**:text-black',
      )}
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
