import { useSyncExternalStore } from 'react';

let started = false;
const listeners = new Set<() => void>();

/** Called as the sign-in service starts on this page (see use-start-auth.ts). */
export function markAuthStarted(): void {
  if (started) return;
  started = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether the sign-in service has started on this page: until then nobody can sign in or out here,
 * so nothing that follows the signed-in person (the account menu, syncing progress) needs to load.
 * Light on purpose: the app shell reads it without Redux or Firebase.
 */
export function useAuthStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => started,
    () => false,
  );
}
