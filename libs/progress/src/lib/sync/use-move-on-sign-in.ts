import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { useAppDispatch, useAppSelector } from '@pathwise/store';
import { useEffect, useRef } from 'react';
import { type MoveKind, moveOnce } from './move-once';
import { useMayMove } from '../storage';

/**
 * Once someone is signed in, moves what this browser holds of one kind into their account, if it
 * was made here this session or by that account (the rest waits for them to say it is theirs).
 * It looks again when the person, or whether it may move, changes; not when the copy does.
 * `paused` holds it back while a page moves the copy itself; `onMoved` hears of a move this mount
 * made.
 */
export function useMoveOnSignIn<Held, Moved>(
  kind: MoveKind<Held, Moved>,
  { paused = false, onMoved }: { paused?: boolean; onMoved?: (moved: Moved) => void } = {},
): void {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser)?.uid ?? null;
  const uid = status === 'signedIn' ? user : null;
  const mayMove = useMayMove(kind.key, uid);
  const dispatch = useAppDispatch();
  const tell = useRef(onMoved);
  useEffect(() => {
    tell.current = onMoved;
  });

  useEffect(() => {
    if (!uid || !mayMove || paused) return;
    void moveOnce(kind, uid, dispatch).then((done) => {
      if (done) tell.current?.(done.moved);
    });
  }, [kind, uid, mayMove, paused, dispatch]);
}
