import * as contract from '@pathwise/contract';

/**
 * The contract's schemas for checking responses, in development and tests, where drift shows up.
 * The production build folds this to null, so zod stays off the routes that don't need it.
 */
export const responseSchemas = import.meta.env.PROD ? null : contract;
