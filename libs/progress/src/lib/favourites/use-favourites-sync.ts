import { useSaveFavouriteMutation } from '@pathwise/api';
import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { useAppSelector } from '@pathwise/store';
import { useEffect } from 'react';
import { browserFavourites, writeBrowserFavourites } from './browser-favourites';
import { moveToAccount } from './move-to-account';
import { STORAGE_KEYS } from '../../keys';
import { useMayMove } from '../storage';

// One move at a time for the whole app: StrictMode's second effect run, or a second mounted
// copy of the hook, finds it under way and leaves it be.
let moving: Promise<void> | null = null;

/**
 * On sign-in, saves each favourite this browser holds to the account, then removes the browser's
 * copy of the ones that arrived. Any that failed stay here and are tried again next sign-in.
 */
export function useFavouritesSync(): void {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  const [save] = useSaveFavouriteMutation();
  const mayMove = useMayMove(STORAGE_KEYS.favourites, uid ?? null);

  useEffect(() => {
    if (status !== 'signedIn' || !uid || moving || !mayMove) return;
    const codes = browserFavourites().items.map((career) => career.code);
    if (codes.length === 0) return;
    moving = moveToAccount(codes, (code) => save(code).unwrap())
      .then(({ moved }) => {
        const arrived = new Set(moved);
        // Read again: the list may have changed while the requests were out.
        writeBrowserFavourites(
          browserFavourites().items.filter((career) => !arrived.has(career.code)),
        );
      })
      .finally(() => {
        moving = null;
      });
  }, [status, uid, save, mayMove]);
}
