// No zod here: browser code reads these without the schemas.

/** A person's answer to "Would you consider this?" on a suggested career. */
export const CAREER_VERDICTS = ['yes', 'no'] as const;

/** More than the catalogue's careers, so it never stops anyone: a bound for what is sent. */
export const VERDICTS_LIMIT = 1200;

/** A band's share of "yes" is shown only from this many answers in it. */
export const VERDICT_STATS_MINIMUM = 30;
