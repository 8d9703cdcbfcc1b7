import { PageFrame } from '@pathwise/ui';
import type { ReactNode } from 'react';

export const RESULT_TITLE = 'Your interest profile';

/** The page frame: its heading and room for one state of the result. */
export function ResultPage({ children }: { children: ReactNode }) {
  return (
    <PageFrame title={RESULT_TITLE} width="report" selectable>
      {children}
    </PageFrame>
  );
}
