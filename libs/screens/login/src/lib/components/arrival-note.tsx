import type { ReactNode } from 'react';

/** Above the sign-in form: what brought the person here and what happens next. */
export function ArrivalNote({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div role="note" className="mt-6 space-y-1 rounded-lg border border-border bg-muted p-4">
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
