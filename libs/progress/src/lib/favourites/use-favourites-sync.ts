import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { favouritesApi } from '@pathwise/api';
import {
  type BrowserFavourites,
  browserFavourites,
  writeBrowserFavourites,
} from './browser-favourites';
import { type MoveOutcome, moveToAccount } from './move-to-account';
import { STORAGE_KEYS } from '../../keys';
import { settle } from '../settle';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/** Each favourite is saved to the account; those that arrived leave the browser, the rest stay. */
const favourites: MoveKind<BrowserFavourites['items'], MoveOutcome> = {
  key: STORAGE_KEYS.favourites,
  lock: UPLOAD_LOCKS.favourites,
  held: () => {
    const { items } = browserFavourites();
    return items.length > 0 ? items : null;
  },
  upload: (items, dispatch) =>
    moveToAccount(
      items.map((career) => career.code),
      (code) => settle(dispatch(favouritesApi.endpoints.saveFavourite.initiate(code))),
    ),
  settle: (_, { moved }) => {
    const arrived = new Set(moved);
    // Read again: the list may have changed while the requests were out.
    writeBrowserFavourites(browserFavourites().items.filter((career) => !arrived.has(career.code)));
  },
};

/** Mounted once app-wide: on sign-in, the favourites this browser holds go to the account. */
export const useFavouritesSync = () => useMoveOnSignIn(favourites);
