import { DEFAULT_LOGIN_PATH } from '@pathwise/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthSelector } from './auth-state';
import { hasSessionHint } from './session-hint';
import { selectSessionStatus } from './session.slice';
import { useStartAuth } from './use-start-auth';

export type RequireAuthProps = {
  children: ReactNode;
  /** Shown while the sign-in check runs. */
  fallback: ReactNode;
  loginPath?: string;
};

/**
 * Shows its children to signed-in people; sends everyone else to the login screen and back
 * afterwards. Nobody has signed in on this browser: a visitor goes at once, without waiting for
 * the sign-in service to load (the login screen sends back anyone it finds signed in after all).
 */
export function RequireAuth({
  children,
  fallback,
  loginPath = DEFAULT_LOGIN_PATH,
}: RequireAuthProps) {
  useStartAuth({ immediate: true });
  const status = useAuthSelector(selectSessionStatus);
  const location = useLocation();
  const signedOut = status === 'signedOut' || (status === 'unknown' && !hasSessionHint());
  if (signedOut) return <Navigate to={loginPath} replace state={{ from: location }} />;
  if (status === 'unknown') return <>{fallback}</>;
  return <>{children}</>;
}

/** Where the login screen should send someone after sign-in: back where they were headed, or the dashboard. */
export function returnPathFrom(state: unknown, fallback = '/dashboard'): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (
    typeof from?.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return fallback;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  return from.pathname === DEFAULT_LOGIN_PATH ? fallback : `${from.pathname}${search}`;
}
