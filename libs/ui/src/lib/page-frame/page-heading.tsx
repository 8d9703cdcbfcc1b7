import { forwardRef, type HTMLAttributes } from 'react';
import { cn } from '../cn';

export type PageHeadingSize = 'page' | 'tool';

// Tool pages (the card sort, listening) keep their heading smaller so the work itself starts higher.
const SIZES: Record<PageHeadingSize, string> = {
  page: 'text-3xl sm:text-4xl',
  tool: 'text-2xl sm:text-3xl',
};

export type PageHeadingProps = HTMLAttributes<HTMLHeadingElement> & { size?: PageHeadingSize };

/** A page's one `<h1>`; it takes a ref so a page that replaces its content can move focus to it. */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { size = 'page', className, ...props },
  ref,
) {
  return (
    <h1 ref={ref} className={cn('font-bold tracking-tight', SIZES[size], className)} {...props} />
  );
});
