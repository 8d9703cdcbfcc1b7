const listeners = new Set<() => void>();
let version = 0;

/**
 * Changes each time this page's progress is replaced as a whole: forgotten, or an earlier visit's
 * taken up as the person's own. A screen holding a copy in its own state (the test in progress)
 * starts again from what is held now. Apart from `forget.ts`, so reading it brings in no store.
 */
export const heldVersion = () => version;

export function subscribeHeldVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once everything held has been forgotten or taken up. */
export function noteHeldReplaced(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}
