import { useSyncExternalStore } from 'react';
import { heldVersion, subscribeHeldVersion } from './held-version';

/** Changes each time this page's progress is forgotten or an earlier visit's taken up. */
export const useHeldVersion = () =>
  useSyncExternalStore(subscribeHeldVersion, heldVersion, heldVersion);
