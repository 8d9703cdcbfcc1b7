import * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef, useId } from 'react';
import { cn } from '../cn';
import { describedBy } from '../field/field-parts';

export type SwitchProps = Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  'children' | 'id'
> & {
  label: ReactNode;
  description?: ReactNode;
};

/**
 * An on/off switch (Radix) with its label and an optional description beside it. Space and Enter
 * flip it; it says "on" or "off" to screen readers. Controlled with `checked` and
 * `onCheckedChange` (react-hook-form: through `Controller`), or left to itself with `defaultChecked`.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, className, 'aria-describedby': extraDescribedBy, ...root },
  ref,
) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {/* The button is a finger's 44 px high; the track drawn inside it is 28. */}
      <SwitchPrimitive.Root
        ref={ref}
        id={id}
        aria-describedby={describedBy(description && descriptionId, extraDescribedBy)}
        className="group inline-flex h-11 w-12 shrink-0 cursor-pointer items-center focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        {...root}
      >
        <span
          aria-hidden
          className="relative inline-flex h-7 w-12 items-center rounded-full border-2 border-transparent bg-muted-foreground outline-offset-2 outline-ring group-focus-visible:outline-2 group-data-[state=checked]:bg-primary"
        >
          <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-surface shadow motion-safe:transition-transform data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
        </span>
      </SwitchPrimitive.Root>
      <div className="min-w-0 flex-1">
        {/* Its first line centred on the switch beside it. */}
        <label htmlFor={id} className="block cursor-pointer pt-2.5 font-medium">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
});
