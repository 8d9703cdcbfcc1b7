import type { ReactNode } from 'react';

/** A short, visible message about the saved answers; read out politely when it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-border bg-muted p-3 text-foreground">
      {children}
    </p>
  );
}
