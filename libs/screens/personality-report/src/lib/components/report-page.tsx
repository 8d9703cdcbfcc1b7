import { PageFrame } from '@pathwise/ui';
import type { ReactNode } from 'react';

/**
 * Paper's margins, which the print dialog and a saved PDF both use: printers can't print to the
 * edge, and without them a PDF made by a script (the print test's) has none.
 */
const PAGE_MARGINS = '@page { margin: 14mm 13mm; }';

/**
 * The page frame. On paper everything is black on white whatever the screen theme, in a size that
 * suits paper, and text can be selected to copy (the app shell turns selection off).
 */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame
      title={title}
      width="report"
      selectable
      className="print:max-w-none print:bg-white print:p-0 print:text-sm print:text-black print:**:text-black"
    >
      <style>{PAGE_MARGINS}</style>
      {children}
    </PageFrame>
  );
}
