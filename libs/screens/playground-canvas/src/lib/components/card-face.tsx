import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Zone } from '../zones';

/** The card's box, the same on the deck and in the hand while it is dragged. */
export const CARD_BOX =
  'relative flex min-h-44 flex-col justify-between gap-4 rounded-2xl border border-border bg-surface p-4 text-surface-foreground sm:min-h-56 sm:gap-6 sm:p-6';

/** A pile button's look inside the card, for the real buttons and their copy on a dragged card. */
export const PILE_BUTTON =
  'h-auto min-h-12 flex-col gap-0.5 px-1.5 py-2 text-sm leading-tight sm:text-base';

export function PileButtonLabel({ zone }: { zone: Zone }) {
  const { i18n } = useLingui();
  return (
    <>
      <span>{i18n._(zone.label)}</span>
      <kbd
        aria-hidden="true"
        className="hidden font-sans text-xs text-muted-foreground keyboard:inline"
      >
        {zone.keys[0]}
      </kbd>
    </>
  );
}

export type CardFaceProps = {
  position: number;
  total: number;
  text: string;
  textId?: string;
  /** One button (or its look) per pile. */
  children: ReactNode;
};

/** What a card shows: where it is in the deck, the activity, and a row for the piles. */
export function CardFace({ position, total, text, textId, children }: CardFaceProps) {
  return (
    <>
      <div>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Card {position} of {total}
          </Trans>
        </p>
        <p id={textId} className="mt-1 text-xl font-semibold text-balance sm:text-2xl">
          {text}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2">{children}</div>
    </>
  );
}
