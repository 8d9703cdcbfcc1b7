import type { ReactNode } from 'react';
import { cn } from '../cn';

export type IconProps = {
  className?: string;
  /**
   * A name for an icon shown on its own: it becomes an image with that title. Without one the
   * icon is decoration beside a text label, and screen readers skip it.
   */
  title?: string;
  /** Where to draw it inside another SVG, in that drawing's units, instead of as a box of its own. */
  placed?: { x: number; y: number; size: number };
};

/** The one drawing style of the identity set: 24-unit grid, round 2-unit strokes in currentColor. */
export function IconFrame({
  className,
  title,
  placed,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      {...(placed && { x: placed.x, y: placed.y, width: placed.size, height: placed.size })}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={placed ? className : cn('size-5 shrink-0', className)}
      {...(title ? { role: 'img' } : { 'aria-hidden': true, focusable: false })}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}
