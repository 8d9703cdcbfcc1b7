// The light part of auth for the app shell: configuration only, no Redux and no Firebase code.
export {
  readBackendConfig,
  type BackendConfig,
  type FirebaseWebConfig,
  EMULATOR_PROJECT_ID,
} from './lib/firebase-config';
export {
  BackendConfigProvider,
  useLoadAuthAdapter,
  type LoadAuthAdapter,
} from './lib/auth-adapter-context';
export { hasSessionHint, SESSION_HINT_KEY } from './lib/session-hint';
export { whenIdle } from './lib/when-idle';
export { useAuthStarted } from './lib/auth-started';
