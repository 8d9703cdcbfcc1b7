import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** A native select in the app's style: full width on a phone, its own width from `sm` up. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'mt-2 block w-full rounded-lg border border-border bg-background px-3 py-2 sm:w-auto',
        className,
      )}
      {...props}
    />
  );
}
