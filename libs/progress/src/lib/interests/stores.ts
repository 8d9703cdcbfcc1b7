import { browserRecord } from '../storage';
import { RESULT_KEY, browserResultSchema } from './result-storage';
import { SORT_KEY, storedSortSchema } from './sort-storage';

/** The sort in progress, kept in this browser for everyone so a reload carries on. */
export const sortStore = browserRecord({ key: SORT_KEY, schema: storedSortSchema });

/** A finished sort of someone signed out, until it moves to their account. */
export const resultStore = browserRecord({ key: RESULT_KEY, schema: browserResultSchema });
