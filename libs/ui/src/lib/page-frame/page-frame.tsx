import type { ReactNode, Ref } from 'react';
import { cn } from '../cn';
import { PageHeading, type PageHeadingSize } from './page-heading';

export type PageWidth =
  'form' | 'notice' | 'narrow' | 'text' | 'report' | 'wide' | 'browse' | 'full';

const WIDTHS: Record<PageWidth, string> = {
  form: 'max-w-md',
  notice: 'max-w-xl',
  narrow: 'max-w-2xl',
  // eslint-disable-next-line no-restricted-syntax -- the width named 'text', not words people read
  text: 'max-w-3xl',
  report: 'max-w-4xl',
  wide: 'max-w-5xl',
  // Lists with a filter column: one column on a phone, a wide page from a laptop up.
  browse: 'max-w-3xl lg:max-w-6xl',
  full: 'max-w-6xl',
};

export type PageFrameProps = {
  title: ReactNode;
  /** What the page is for, under its heading. */
  intro?: ReactNode;
  width?: PageWidth;
  /** Tool pages (the card sort, listening) keep their heading smaller. */
  size?: PageHeadingSize;
  /** Less space above and around the intro on a phone, so a list or a tool starts on the first screen. */
  compact?: boolean;
  /** Text people copy (reports, saved careers) can be selected; the shell's chrome can't. */
  selectable?: boolean;
  /** For pages that replace their content and move focus to the heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
};

/** A page's width, its one heading and what it is for: one frame for every screen. */
export function PageFrame({
  title,
  intro,
  width = 'text',
  size = 'page',
  compact = false,
  selectable = false,
  headingRef,
  className,
  children,
}: PageFrameProps) {
  return (
    <div
      className={cn(
        'mx-auto px-4',
        WIDTHS[width],
        compact ? 'py-6 sm:py-8' : 'py-10',
        selectable && 'selectable',
        className,
      )}
    >
      <PageHeading ref={headingRef} size={size} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </PageHeading>
      {intro && (
        <div
          className={cn(
            'selectable max-w-3xl text-muted-foreground',
            compact ? 'mt-2 sm:mt-3 sm:text-lg' : 'mt-4 text-lg',
          )}
        >
          {intro}
        </div>
      )}
      {children}
    </div>
  );
}
