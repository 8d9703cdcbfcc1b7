/**
 * The youngest a person may be to make an account. Laws on children's data (COPPA in the US, the
 * GDPR's age of consent in Europe) ask for a parent's permission below 13 (up to 16 in some
 * countries), which Pathwise has no way to ask for. Everything else works without an account.
 */
export const MINIMUM_ACCOUNT_AGE = 13;
