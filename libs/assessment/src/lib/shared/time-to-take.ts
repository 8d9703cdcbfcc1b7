/**
 * How long Pathwise's steps take most people: the one source for every page that says so, so no
 * two pages disagree. No imports: the pages that say it load nothing else of the assessment.
 */

/** The test's pace: its own "minutes left" counts each statement at this. */
export const SECONDS_PER_STATEMENT = 5;

/** Whole minutes (at least one) to answer this many statements. */
export const minutesToAnswer = (statements: number): number =>
  Math.max(1, Math.round((statements * SECONDS_PER_STATEMENT) / 60));

/** The personality test's statements (a test checks them against the item key). */
export const TEST_STATEMENTS = 120;

const questionsAboutYou = 2;
const cardSort = 5;

/** Minutes each step takes most people. */
export const MINUTES_TO_TAKE = {
  personalityTest: minutesToAnswer(TEST_STATEMENTS),
  questionsAboutYou,
  cardSort,
  /** The playground: the questions about you, then the card sort. */
  playground: questionsAboutYou + cardSort,
  /** The card sort heard rather than read: each card is read out, so it takes longer. */
  cardSortByAudio: 10,
  /** Making an account with an email and a password. */
  signUp: 3,
  /** Reading the report and the suggestions, and opening a career or two. */
  readingResults: 10,
} as const;
