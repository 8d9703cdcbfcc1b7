import { Trans, useLingui } from '@lingui/react/macro';
import { UNDO_KEY, zoneFor } from '../zones';

const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-border bg-surface px-1.5 font-sans text-xs font-semibold">
    {children}
  </kbd>
);

/**
 * The keys, shown where there is a keyboard (a touch phone has none to press); also the card's
 * description for screen readers, which read it even where it is hidden.
 */
export function KeyHelp({ id }: { id: string }) {
  const { i18n } = useLingui();
  const like = zoneFor('like');
  const unsure = zoneFor('unsure');
  const dislike = zoneFor('dislike');
  const [likeKey, likeLetter] = like.keys;
  const [unsureKey, unsureLetter] = unsure.keys;
  const [dislikeKey, dislikeLetter] = dislike.keys;
  const likePile = i18n._(like.label);
  const unsurePile = i18n._(unsure.label);
  const dislikePile = i18n._(dislike.label);
  const undoKey = UNDO_KEY;
  return (
    <p id={id} className="hidden text-sm text-muted-foreground keyboard:block">
      <Trans>
        With the card focused, press <Key>{likeKey}</Key> or <Key>{likeLetter}</Key> for {likePile},{' '}
        <Key>{unsureKey}</Key> or <Key>{unsureLetter}</Key> for {unsurePile},{' '}
        <Key>{dislikeKey}</Key> or <Key>{dislikeLetter}</Key> for {dislikePile}.{' '}
        <Key>{undoKey}</Key> undoes the last move. You can also drag the card onto a pile, or tap a
        button on it.
      </Trans>
    </p>
  );
}

/** What a finger does on the card and beside it, shown where the screen is touched. */
export function TouchHelp() {
  return (
    <p className="hidden text-sm text-muted-foreground touch:block">
      <Trans>
        Slide the card with your finger onto a pile, or tap a button on it. To scroll the page,
        swipe beside the card.
      </Trans>
    </p>
  );
}
