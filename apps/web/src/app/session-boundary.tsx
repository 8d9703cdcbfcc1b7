import { RequireAuth } from '@pathwise/auth';
import { AppStoreProvider } from '@pathwise/store';
import { LoadingScreen } from '@pathwise/ui';
import type { ComponentType } from 'react';

/** A screen with the app's store around it and, for guarded routes, the sign-in check. */
export function withSession(Screen: ComponentType, guarded: boolean): ComponentType {
  return function SessionScreen() {
    return (
      <AppStoreProvider>
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
