const logged = new Set<string>();

/**
 * Analytics problems are worth one line in the console, not one per event: a blocked or failing
 * service would otherwise flood it.
 */
export function logOnce(key: string, message: string, error?: unknown) {
  if (logged.has(key)) return;
  logged.add(key);
  console.warn(`Analytics: ${message}`, ...(error === undefined ? [] : [error]));
}

/** For tests: forget what was logged. */
export function resetLogOnce() {
  logged.clear();
}
