import { type ReactNode, useId } from 'react';

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="selectable mt-1 text-sm text-muted-foreground">{intro}</p>}
      <div className="selectable mt-4">{children}</div>
    </section>
  );
}
