import type { ReactNode } from 'react';
import { useServerView } from '../hooks/use-server-view';
import { BrowserFlag, type BrowserFlagRule } from './browser-flag';

/** A flag with the classes that show a part while `<html>` has its mark, and while it hasn't. */
export type FlagWithRoom = BrowserFlagRule & {
  /** Literal classes (for the style sheet): `hidden [html[data-<name>]_&]:block`. */
  flagged: string;
  /** `[html[data-<name>]_&]:hidden`. */
  unflagged: string;
};

/**
 * A part that depends on what this browser holds, until the app knows: the page the build rendered
 * has both the placeholder (shown when the flag says there may be something) and `none` (shown when
 * there can't be), so a first visit sees `none` from the first paint. Once the app knows, the same
 * elements stay, so nothing is drawn twice: `none` when `known` is 'none', else the placeholder.
 */
export function UntilKnown({
  flag,
  known,
  placeholder,
  none,
}: {
  flag: FlagWithRoom;
  known: 'pending' | 'none';
  placeholder: ReactNode;
  none: ReactNode;
}) {
  const serverView = useServerView();
  const nothing = !serverView && known === 'none';
  return (
    <>
      <BrowserFlag {...flag} />
      {!nothing && <div className={serverView ? flag.flagged : undefined}>{placeholder}</div>}
      {(serverView || nothing) && (
        <div className={serverView ? flag.unflagged : undefined}>{none}</div>
      )}
    </>
  );
}
