import { RequireAuth } from '@pathwise/auth';
import { BusyNotice } from '@pathwise/shell';
import { AppStoreProvider } from '@pathwise/store';
import { LoadingScreen } from '@pathwise/ui';
import type { ComponentType } from 'react';

/**
 * A screen with the app's store around it, the notice that says when the API is busy, and, for
 * guarded routes, the sign-in check.
 */
export function withSession(Screen: ComponentType, guarded: boolean): ComponentType {
  return function SessionScreen() {
    return (
      <AppStoreProvider>
        {/* Above every screen that talks to the API, which is where the store is. */}
        <BusyNotice />
        {guarded ? (
          <RequireAuth fallback={<LoadingScreen />}>
            <Screen />
          </RequireAuth>
        ) : (
          <Screen />
        )}
      </AppStoreProvider>
    );
  };
}
