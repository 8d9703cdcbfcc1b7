import { Trans } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../button/button';
import { SheetContent } from '../sheet/sheet';
import { matchesText, showText } from './filter-sheet-words';

export type FilterSheetPanelProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  /** Called once the sheet has closed and focus is back on the opener. */
  onClosed: () => void;
  title: string;
  matches: number | null;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
};

/** The open filter sheet: the controls, the live count, and Clear and Show. Loaded on first use. */
export default function FilterSheetPanel({
  id,
  open,
  onOpenChange,
  opener,
  onClosed,
  title,
  matches,
  onApply,
  onClear,
  children,
}: FilterSheetPanelProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        title={title}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
          onClosed();
        }}
        footer={
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {matchesText(matches)}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onClear}>
                <Trans>Clear filters</Trans>
              </Button>
              <Button className="min-w-40 flex-1" onClick={onApply}>
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
