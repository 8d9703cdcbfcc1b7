const listeners = new Set<() => void>();
let forgotten = 0;

/**
 * How many times this page has forgotten the browser's progress: a screen holding a copy in its own
 * state (the test in progress) starts again when it changes. Apart from `forget.ts`, so reading it
 * doesn't bring in every store.
 */
export const forgetCount = () => forgotten;

export function subscribeForget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by `forgetThisBrowser` once everything is gone. */
export function noteForgotten(): void {
  forgotten += 1;
  for (const listener of [...listeners]) listener();
}
