import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';
import { SheetContent } from '../sheet/sheet';

const numbers = new Intl.NumberFormat('en-GB');
const careers = (count: number) => `${numbers.format(count)} ${count === 1 ? 'career' : 'careers'}`;

/** What the sheet says while the person changes its controls. */
export const matchesText = (matches: number | null) =>
  matches === null
    ? 'Counting careers…'
    : `${careers(matches)} ${matches === 1 ? 'matches' : 'match'}`;

/** The apply button's words: what applying will show. */
export const showText = (matches: number | null) =>
  matches === null ? 'Show careers' : `Show ${careers(matches)}`;

export type FilterSheetProps = {
  /** How many filters (and a chosen order) are on now, said on the button that opens the sheet. */
  on: number;
  /** How many careers the controls as they stand would show; null while that is counted. */
  matches: number | null;
  /** Told when the sheet opens (to start its controls from what is applied) and closes. */
  onOpenChange: (open: boolean) => void;
  /** Applies the controls as they stand; the sheet then closes and says how many match. */
  onApply: () => void;
  /** Turns every control in the sheet off (applied with the rest). */
  onClear: () => void;
  title?: string;
  /** The controls: the same components a wide screen shows beside the list. */
  children: ReactNode;
  className?: string;
};

/**
 * A career list's filters on a phone: a "Filters" button beside the result count opens them in a
 * bottom sheet, which counts the matches as the controls change and applies them all at once. The
 * count is announced politely after the sheet closes, once the page is no longer hidden from
 * screen readers behind it.
 */
export function FilterSheet({
  on,
  matches,
  onOpenChange,
  onApply,
  onClear,
  title = 'Filters and order',
  children,
  className,
}: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState('');
  // Said once the sheet has closed: until then the page behind it is hidden from screen readers.
  const pending = useRef<string | null>(null);

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        // Cleared, so the same count applied again is still heard.
        if (next) setAnnounced('');
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button variant="secondary" size="sm" className={cn('shrink-0', className)}>
          Filters{on > 0 && ` (${on})`}
        </Button>
      </DialogPrimitive.Trigger>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <SheetContent
        title={title}
        onCloseAutoFocus={() => {
          if (pending.current === null) return;
          setAnnounced(pending.current);
          pending.current = null;
        }}
        footer={
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {matchesText(matches)}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onClear}>
                Clear filters
              </Button>
              <Button
                className="min-w-40 flex-1"
                onClick={() => {
                  onApply();
                  pending.current = matches === null ? 'Filters applied.' : matchesText(matches);
                  setOpen(false);
                  onOpenChange(false);
                }}
              >
                {showText(matches)}
              </Button>
            </div>
          </>
        }
      >
        {children}
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
