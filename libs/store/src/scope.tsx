import { type ReactNode, createContext, useContext, useState, useSyncExternalStore } from 'react';

/** Where the running app's one store is kept once made, and who wants to know when it is. */
export type StoreSlot = {
  current: unknown;
  /** Keeps the store and tells the listeners (after the render that made it). */
  fill(store: unknown): void;
  subscribe(listener: () => void): () => void;
};

function storeSlot(): StoreSlot {
  const listeners = new Set<() => void>();
  const slot: StoreSlot = {
    current: undefined,
    fill(store) {
      slot.current = store;
      // Made during a render: the listeners update other components, so not within it.
      queueMicrotask(() => listeners.forEach((listener) => listener()));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return slot;
}

const AppStoreSlotContext = createContext<StoreSlot | null>(null);

/**
 * Marks one running app: every AppStoreProvider below shares the one store kept here. Light on
 * purpose (no Redux), so it can sit in the app shell while the store itself loads later.
 */
export function AppStoreScope({ children }: { children: ReactNode }) {
  const [slot] = useState(storeSlot);
  return <AppStoreSlotContext.Provider value={slot}>{children}</AppStoreSlotContext.Provider>;
}

export const useAppStoreSlot = () => useContext(AppStoreSlotContext);

const never = () => () => undefined;

/**
 * Whether a screen has made the app's store yet (and with it started the sign-in service): until
 * then nothing on the page can sign anyone in or out.
 */
export function useAppStoreMade(): boolean {
  const slot = useAppStoreSlot();
  return useSyncExternalStore(
    slot?.subscribe ?? never,
    () => slot?.current !== undefined,
    () => false,
  );
}
