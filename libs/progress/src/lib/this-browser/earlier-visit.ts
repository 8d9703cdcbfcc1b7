import { adoptHere, earlierKeys } from '../storage';
import { type HeldItem, everythingHeld } from './held-here';
import { noteHeldReplaced } from './held-version';

/**
 * What this browser holds from an earlier visit that isn't known to be the person's at it now:
 * hidden from every screen until they say whether it is theirs.
 */
export function heldFromEarlier(): HeldItem[] {
  const earlier = new Set<string>(earlierKeys());
  return everythingHeld().filter((item) => earlier.has(item.key));
}

/**
 * The person said it is theirs: it counts as made in this session (and, signed in, by their
 * account, so it moves there) and every screen shows it.
 */
export function keepEarlier(items: readonly HeldItem[], uid?: string): void {
  adoptHere(
    items.map((item) => item.key),
    uid,
  );
  noteHeldReplaced();
}
