import type { ReactNode } from 'react';

export const RESULT_TITLE = 'Your interest profile';

/** The page frame: its heading and room for one state of the result. */
export function ResultPage({ children }: { children: ReactNode }) {
  return (
    <div className="selectable mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{RESULT_TITLE}</h1>
      {children}
    </div>
  );
}
