import { TitledSection } from '@pathwise/ui';
import type { ReactNode } from 'react';

/** One titled part of the page; a named region, so screen-reader users can jump between them. */
export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      size="md"
      className="rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      {intro && <p className="selectable mt-1 text-sm text-muted-foreground">{intro}</p>}
      <div className="selectable mt-4">{children}</div>
    </TitledSection>
  );
}
