/** Runs once the page is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function afterIdle(run: () => void, timeout = 2000): () => void {
  const scope = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (scope.requestIdleCallback) {
    const id = scope.requestIdleCallback(run, { timeout });
    return () => scope.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
