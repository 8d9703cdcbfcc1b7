import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '@pathwise/ui';
import type { ReactNode } from 'react';

/** The page frame: its heading and room for one state of the result. */
export function ResultPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Your interest profile`} width="report" selectable>
      {children}
    </PageFrame>
  );
}
