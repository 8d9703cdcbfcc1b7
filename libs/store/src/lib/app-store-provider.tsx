import { careersApi } from '@pathwise/api';
import { useLoadAuthAdapter, useStartAuth } from '@pathwise/auth';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { type AppStore, makeStore } from './make-store';

import { useAppStoreSlot } from '../scope';

/** The running app's one store, created on first use so that Redux isn't part of the first paint. */
function useSharedStore(given: AppStore | undefined): AppStore {
  const slot = useAppStoreSlot();
  const loadAdapter = useLoadAuthAdapter();
  const [store] = useState(() => {
    if (given) return given;
    if (!slot) throw new Error('AppStoreProvider needs an <AppStoreScope> above it, or a store.');
    // After a 401 the API client asks Firebase for a fresh token, then retries once.
    if (slot.current === undefined) {
      const made = makeStore({
        extra: { refreshIdToken: async () => (await loadAdapter()).getIdToken(true) },
      });
      // The careers the page was written with are in the cache already, so nothing asks again.
      const careers = Object.values(slot.seed.careers ?? {}).flatMap((career) =>
        career ? [{ endpointName: 'getCareer' as const, arg: career.code, value: career }] : [],
      );
      if (careers.length) made.dispatch(careersApi.util.upsertQueryEntries(careers));
      slot.fill(made);
    }
    return slot.current as AppStore;
  });
  return store;
}

function StartAuthWhenIdle() {
  useStartAuth({ immediate: false });
  return null;
}

/**
 * Gives its children the app's store and connects it to the sign-in service once the page is idle.
 * Every lazily loaded part that needs state wraps itself in one; they all share the same store.
 */
export function AppStoreProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const value = useSharedStore(store);
  return (
    <Provider store={value}>
      <StartAuthWhenIdle />
      {children}
    </Provider>
  );
}
