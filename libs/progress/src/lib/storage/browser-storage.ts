import { isSharedComputer } from '@pathwise/auth/shared-computer';

/**
 * Where a person's progress is kept: the browser's local storage, or on a shared computer its
 * session storage, which the browser empties when the session ends; null where merely touching
 * it throws (some privacy modes).
 */
export function browserStorage(): Storage | null {
  try {
    return (isSharedComputer() ? globalThis.sessionStorage : globalThis.localStorage) ?? null;
  } catch {
    return null;
  }
}
