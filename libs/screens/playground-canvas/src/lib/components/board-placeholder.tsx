import { Trans, useLingui } from '@lingui/react/macro';
import { ZONES } from '../zones';
import { CARD_BOX } from './card-face';

/**
 * The board as it is laid out before the cards arrive (and before this browser's sort is read):
 * the card's place and the three piles, by name. A screen tall, so the credit below doesn't jump
 * when the board replaces it.
 */
export function BoardPlaceholder() {
  const { i18n } = useLingui();
  return (
    <div className="min-h-[75dvh] space-y-4">
      <div aria-hidden="true" className="pt-6">
        <div className="h-2 rounded-full bg-muted" />
      </div>
      <div className="space-y-1 pb-3">
        <div className={CARD_BOX}>
          <p role="status" className="m-auto text-center text-muted-foreground">
            <Trans>Dealing the cards…</Trans>
          </p>
        </div>
        <ul aria-hidden="true" className="grid grid-cols-3 gap-2 pt-2 pb-2">
          {ZONES.map((zone) => (
            <li
              key={zone.rating}
              className="flex min-h-20 items-start justify-center rounded-xl border-2 border-dashed border-border p-2 text-center text-sm font-semibold sm:min-h-28 sm:p-3 sm:text-base"
            >
              {i18n._(zone.label)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
