import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, lazy, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';
import { matchesText } from './filter-sheet-words';

// The dialog's code loads when someone first reaches for the button, not with the page.
const loadPanel = () => import('./filter-sheet-panel');
const FilterSheetPanel = lazy(loadPanel);

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
  on: filtersOn,
  matches,
  onOpenChange,
  onApply,
  onClear,
  title,
  children,
  className,
}: FilterSheetProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [announced, setAnnounced] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // Said once the sheet has closed: until then the page behind it is hidden from screen readers.
  const pending = useRef<string | null>(null);
  const change = (next: boolean) => {
    // Cleared, so the same count applied again is still heard.
    if (next) setAnnounced('');
    setOpen(next);
    onOpenChange(next);
  };

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className={cn('min-h-11 shrink-0', className)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setPressed(true);
          change(true);
        }}
      >
        {filtersOn > 0 ? t`Filters (${filtersOn})` : t`Filters`}
      </Button>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      {pressed && (
        <Suspense fallback={null}>
          <FilterSheetPanel
            id={id}
            open={open}
            onOpenChange={change}
            opener={button}
            onClosed={() => {
              if (pending.current === null) return;
              setAnnounced(pending.current);
              pending.current = null;
            }}
            title={title ?? t`Filters and order`}
            matches={matches}
            onApply={() => {
              onApply();
              pending.current = matches === null ? t`Filters applied.` : matchesText(matches);
              change(false);
            }}
            onClear={onClear}
          >
            {children}
          </FilterSheetPanel>
        </Suspense>
      )}
    </>
  );
}
