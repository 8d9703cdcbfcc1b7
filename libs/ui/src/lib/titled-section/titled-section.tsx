import { type ReactNode, useId } from 'react';
import { cn } from '../cn';

export type TitledSectionSize = 'lg' | 'md' | 'sm' | 'base';

const HEADING_SIZES: Record<TitledSectionSize, string> = {
  lg: 'text-2xl font-semibold',
  md: 'text-xl font-semibold',
  sm: 'text-lg font-semibold',
  // For a panel's own heading, the size of the text around it.
  base: 'font-semibold',
};

export type TitledSectionProps = {
  title: ReactNode;
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
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn(hiddenTitle ? 'sr-only' : HEADING_SIZES[size], headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
