import { PageFrame } from '@pathwise/ui';
import type { ReactNode } from 'react';

/**
 * The page frame. On paper everything is black on white whatever the screen theme, and text can
 * be selected to copy (the app shell turns selection off).
 */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame
      title={title}
      width="report"
      selectable
      className="print:max-w-none print:bg-white print:p-0 print:text-black print:**:text-black"
    >
      {children}
    </PageFrame>
  );
}
