import type { AppDispatch } from '@pathwise/store';
import type { MovableKey } from '../../keys';
import { withUploadLock } from '../storage';

/** One kind of progress that moves from this browser into the account on sign-in. */
export type MoveKind<Held, Moved = void> = {
  /** Where it is kept: by itself it moves only if made here this session or by that account. */
  key: MovableKey;
  /** The lock under which one mount, in one tab, moves it at a time. */
  lock: string;
  /** What this browser holds that `uid`'s account still lacks, or null for nothing. */
  held: (uid: string) => Held | null;
  /** Sends the copy to the account; throws when it did not get there. */
  upload: (held: Held, dispatch: AppDispatch) => Promise<Moved>;
  /** Once it is there: removes (or marks as sent) the browser's copy of what arrived. */
  settle: (held: Held, moved: Moved, uid: string) => void;
};

/**
 * Moves what this browser holds of one kind into `uid`'s account and says what moved (null when
 * nothing did). The upload lock is the only guard against sending it twice: it holds between tabs
 * and within this one (StrictMode's second effect run, a second mount), and whoever gets it reads
 * the browser's copy again, which the one before may have moved. The retry rule, the same for
 * every kind: what arrived leaves the browser (or is marked as sent); what did not (a failed
 * request, the lock held elsewhere) stays as it was, for the next sign-in, visit or go-ahead (said
 * to be theirs, the test page left) to try again. Never straight away: a refused request is not
 * sent over and over.
 */
export async function moveOnce<Held, Moved>(
  kind: MoveKind<Held, Moved>,
  uid: string,
  dispatch: AppDispatch,
): Promise<{ moved: Moved } | null> {
  if (kind.held(uid) === null) return null;
  try {
    const done = await withUploadLock(kind.lock, async () => {
      const held = kind.held(uid);
      if (held === null) return null;
      const moved = await kind.upload(held, dispatch);
      kind.settle(held, moved, uid);
      return { moved };
    });
    return done.ran ? done.value : null;
  } catch {
    return null;
  }
}
