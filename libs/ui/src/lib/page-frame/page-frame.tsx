import type { ReactNode, Ref } from 'react';
import { cn } from '../cn';
import { PageHeading, type PageHeadingSize } from './page-heading';

export type PageWidth = 'narrow' | 'text' | 'report' | 'wide' | 'browse';

const WIDTHS: Record<PageWidth, string> = {
  narrow: 'max-w-2xl',
  text: 'max-w-3xl',
  report: 'max-w-4xl',
  wide: 'max-w-5xl',
  // Lists with a filter column: one column on a phone, a wide page from a laptop up.
  browse: 'max-w-3xl lg:max-w-6xl',
};

export type PageFrameProps = {
  title: ReactNode;
  /** What the page is for, under its heading. */
  intro?: ReactNode;
  width?: PageWidth;
  /** Tool pages start their work higher, with a smaller heading and less space above. */
  size?: PageHeadingSize;
  /** Text people copy (reports, saved careers) can be selected; the shell's chrome can't. */
  selectable?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
};

/** A page's width, its heading and what it is for: one frame for every screen. */
export function PageFrame({
  title,
  intro,
  width = 'text',
  size = 'page',
  selectable = false,
  headingRef,
  className,
  children,
}: PageFrameProps) {
  const tool = size === 'tool';
  return (
    <div
      className={cn(
        'mx-auto px-4',
        WIDTHS[width],
        tool ? 'py-6 sm:py-8' : 'py-10',
        selectable && 'selectable',
        className,
      )}
    >
      <PageHeading ref={headingRef} size={size} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </PageHeading>
      {intro && (
        <div className={cn('selectable text-muted-foreground', tool ? 'mt-2' : 'mt-4 text-lg')}>
          {intro}
        </div>
      )}
      {children}
    </div>
  );
}
