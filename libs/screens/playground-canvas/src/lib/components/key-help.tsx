import { UNDO_KEY, ZONES } from '../zones';

const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-border bg-surface px-1.5 font-sans text-xs font-semibold">
    {children}
  </kbd>
);

/** The keys, shown to everyone: also the card's description for screen readers. */
export function KeyHelp({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      With the card focused, press{' '}
      {ZONES.map((zone, index) => (
        <span key={zone.rating}>
          <Key>{zone.keys[0]}</Key> or <Key>{zone.keys[1]}</Key> for {zone.label}
          {index < ZONES.length - 1 ? ', ' : '. '}
        </span>
      ))}
      <Key>{UNDO_KEY}</Key> undoes the last move. You can also drag the card onto a pile, or tap a
      button on it.
    </p>
  );
}
