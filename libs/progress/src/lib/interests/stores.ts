import { keptValue } from './kept-value';
import { RESULT_KEY, browserResultSchema } from './result-storage';
import { SORT_KEY, storedSortSchema } from './sort-storage';

/** The sort in progress, kept in this browser for everyone so a reload carries on. */
export const sortStore = keptValue(SORT_KEY, storedSortSchema);

/** A finished sort of someone signed out, until it moves to their account. */
export const resultStore = keptValue(RESULT_KEY, browserResultSchema);
