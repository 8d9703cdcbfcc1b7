import { type ReactNode, useId } from 'react';
import { cn } from '../cn';
import { HEADING_SIZES, type HeadingSize } from '../heading/heading';

export type TitledSectionSize = HeadingSize;

export type TitledSectionProps = {
  title: ReactNode;
  /** The section's own id, where a link or a skip leads to the whole part. */
  id?: string;
  /** A fixed id for the heading, where another part of the page links or moves focus to it. */
  headingId?: string;
  size?: TitledSectionSize;
  /** Named for screen readers only, where the page already shows what the part is. */
  hiddenTitle?: boolean;
  headingClassName?: string;
  className?: string;
  children?: ReactNode;
};

/** A part of a page, named by its own `<h2>` so screen readers list it as a region. */
export function TitledSection({
  title,
  id: sectionId,
  headingId,
  size = 'lg',
  hiddenTitle = false,
  headingClassName,
  className = 'mt-10',
  children,
}: TitledSectionProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section id={sectionId} aria-labelledby={id} className={className}>
      <h2 id={id} className={cn(hiddenTitle ? 'sr-only' : HEADING_SIZES[size], headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
