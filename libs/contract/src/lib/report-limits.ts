// No zod here: the web app reads these numbers without the schemas.

/**
 * Reports kept per person: the newest `unshared` (a new one beyond them deletes the oldest unshared
 * one, so retaking the test is never refused), and up to `shared` with a live link, never deleted
 * by age.
 */
export const REPORTS_KEPT = { unshared: 20, shared: 20 } as const;

/** Interest results (finished card sorts) kept per person: a new one beyond these deletes the oldest. */
export const INTEREST_RESULTS_KEPT = 20;
