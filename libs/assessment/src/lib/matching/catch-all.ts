/**
 * O*NET's catch-all occupations ("Transportation Workers, All Other", 53-6099.00) gather jobs not
 * listed separately, so they say less about any one job: lists mark them and rank them after
 * specific careers.
 */
export const isCatchAll = (title: string): boolean => /\bAll Other\b/.test(title);

/**
 * How much a catch-all loses in the suggestions' ranking, in correlation units (2.5 fit points):
 * enough to follow specific careers of similar fit, never to hide a clearly better one.
 */
export const CATCH_ALL_PENALTY = 0.025;
