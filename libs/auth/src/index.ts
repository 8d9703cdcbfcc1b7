export * from './config';
export { type AuthAdapter, type AuthUser, authErrorCode } from './lib/auth-adapter';
export { authErrorMessage, GENERIC_AUTH_ERROR } from './lib/auth-error-messages';
export { authStateChanged } from './lib/auth-events';
export {
  tokenSlice,
  tokenRefreshed,
  tokenCleared,
  selectToken,
  type TokenState,
} from './lib/token.slice';
export {
  sessionSlice,
  selectSessionStatus,
  selectCurrentUser,
  type SessionState,
  type SessionStatus,
} from './lib/session.slice';
export { authSlices, authRootReducer, useAuthSelector, type AuthRootState } from './lib/auth-state';
export { useStartAuth } from './lib/use-start-auth';
export { recordSessionHint } from './lib/session-hint';
export { isSharedComputer, setSharedComputer } from './lib/shared-computer';
export { RequireAuth, returnPathFrom, type RequireAuthProps } from './lib/require-auth';
export { loadMessages } from './messages';
