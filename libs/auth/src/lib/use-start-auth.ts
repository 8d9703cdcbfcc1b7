import { useEffect } from 'react';
import { useLoadAuthAdapter } from './auth-adapter-context';
import { useAuthStore } from './auth-state';
import { markAuthStarted } from './auth-started';
import { authStateChanged } from './auth-events';
import { hasSessionHint, recordSessionHint } from './session-hint';
import { whenIdle } from './when-idle';

const started = new WeakSet<object>();

/**
 * Connects the store to the sign-in service, once per store. `immediate` for screens that need the
 * answer now (a guarded route, the login screen); otherwise it waits until the page is idle, so the
 * service's code never competes with the first paint, and only when someone signed in here before.
 */
export function useStartAuth({ immediate }: { immediate: boolean }): void {
  const store = useAuthStore();
  const load = useLoadAuthAdapter();

  useEffect(() => {
    if (started.has(store)) return;
    const start = () => {
      if (started.has(store)) return;
      started.add(store);
      markAuthStarted();
      void load().then((adapter) =>
        adapter.onIdTokenChanged((user, idToken) => {
          recordSessionHint(Boolean(user));
          store.dispatch(authStateChanged({ user, idToken }));
        }),
      );
    };
    if (immediate) {
      start();
      return;
    }
    // Nobody has signed in on this browser: an open page needn't load the sign-in service at all.
    if (!hasSessionHint()) return;
    return whenIdle(start);
  }, [store, load, immediate]);
}
