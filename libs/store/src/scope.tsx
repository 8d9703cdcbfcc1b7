import type { CareerDetails } from '@pathwise/contract';
import { type ReactNode, createContext, useContext, useState, useSyncExternalStore } from 'react';

/**
 * What the server already knew when it wrote the page, so the browser's first render matches its
 * HTML without asking again: each career it showed, by code (null when the release has no such
 * career).
 */
export type PageSeed = { careers?: Readonly<Record<string, CareerDetails | null>> };

/** Where the running app's one store is kept once made, and who wants to know when it is. */
export type StoreSlot = {
  current: unknown;
  /** What the page was written with, for the store to start from. */
  seed: PageSeed;
  /** Keeps the store and tells the listeners (after the render that made it). */
  fill(store: unknown): void;
  subscribe(listener: () => void): () => void;
};

function storeSlot(seed: PageSeed): StoreSlot {
  const listeners = new Set<() => void>();
  const slot: StoreSlot = {
    current: undefined,
    seed,
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
export function AppStoreScope({ children, seed }: { children: ReactNode; seed?: PageSeed }) {
  const [slot] = useState(() => storeSlot(seed ?? {}));
  return <AppStoreSlotContext.Provider value={slot}>{children}</AppStoreSlotContext.Provider>;
}

export const useAppStoreSlot = () => useContext(AppStoreSlotContext);

/** What the page was written with (see `PageSeed`); empty outside a seeded page. */
export const usePageSeed = (): PageSeed => useContext(AppStoreSlotContext)?.seed ?? {};

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
