import { type ReactNode, createContext, useContext, useState } from 'react';

type Slot = { current: unknown };

const AppStoreSlotContext = createContext<Slot | null>(null);

/**
 * Marks one running app: every AppStoreProvider below shares the one store kept here. Light on
 * purpose (no Redux), so it can sit in the app shell while the store itself loads later.
 */
export function AppStoreScope({ children }: { children: ReactNode }) {
  const [slot] = useState<Slot>(() => ({ current: undefined }));
  return <AppStoreSlotContext.Provider value={slot}>{children}</AppStoreSlotContext.Provider>;
}

export const useAppStoreSlot = () => useContext(AppStoreSlotContext);
