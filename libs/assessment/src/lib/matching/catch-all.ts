/**
 * O*NET's catch-all occupations ("Transportation Workers, All Other", 53-6099.00) gather jobs not
 * listed separately, so they say less about any one job: lists mark them and their fit loses a
 * few points (`CATCH_ALL_POINTS`).
 */
export const isCatchAll = (title: string): boolean => /\bAll Other\b/.test(title);
