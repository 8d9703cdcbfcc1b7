import type { CareerDetails } from '@pathwise/contract';
import { type ReactNode, createContext, useContext, useState } from 'react';

/**
 * What the server already knew when it wrote the page, so the browser's first render matches its
 * HTML without asking again: each career it showed, by code (null when the release has no such
 * career).
 */
export type PageSeed = { careers?: Readonly<Record<string, CareerDetails | null>> };

/** Where the running app's one store is kept once made. */
export type StoreSlot = {
  current: unknown;
  /** What the page was written with, for the store to start from. */
  seed: PageSeed;
  fill(store: unknown): void;
};

function storeSlot(seed: PageSeed): StoreSlot {
  const slot: StoreSlot = {
    current: undefined,
    seed,
    fill(store) {
      slot.current = store;
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
