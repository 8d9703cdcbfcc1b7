import { forwardRef, type HTMLAttributes } from 'react';
import { cn } from '../cn';

export type HeadingSize = 'lg' | 'md' | 'sm' | 'base';

/** The heading sizes every titled part shares. */
export const HEADING_SIZES: Record<HeadingSize, string> = {
  lg: 'text-2xl font-semibold',
  md: 'text-xl font-semibold',
  sm: 'text-lg font-semibold',
  // For a panel's own heading, the size of the text around it.
  base: 'font-semibold',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** An `<h3>` unless said: the heading inside a part that `TitledSection` or a card names. */
  level?: 2 | 3 | 4;
  size?: HeadingSize;
};

/**
 * A heading that opens no region of its own: a card's title, or a part inside a section. A part
 * of the page that screen readers should list as a region is a `TitledSection` instead. It takes a
 * ref so a part that replaces its content can move focus to it.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 3, size = 'sm', className, ...props },
  ref,
) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} className={cn(HEADING_SIZES[size], className)} {...props} />;
});
