import type { ReactNode } from 'react';
import { cn } from '../cn';

const SIZES = {
  sm: { box: 'size-7', icon: 'size-4' },
  md: { box: 'size-10', icon: 'size-5' },
  lg: { box: 'size-12', icon: 'size-7' },
} as const;

export type BadgeSize = keyof typeof SIZES;

/** How big the drawing inside a badge of this size is. */
export const badgeIconSize = (size: BadgeSize) => SIZES[size].icon;

/** The round tinted box that area and trait badges share; its tint and ink come from the caller. */
export function RoundBadge({
  size,
  className,
  children,
}: {
  size: BadgeSize;
  className: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full',
        SIZES[size].box,
        className,
      )}
    >
      {children}
    </span>
  );
}
