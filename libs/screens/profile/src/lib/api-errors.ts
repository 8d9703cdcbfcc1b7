import { readFailure } from '@pathwise/api';

/** The API's "nothing here" (404) or "not an id" (400): both mean there is nothing to show. */
export const isNotFound = (error: unknown) => {
  const { status } = readFailure(error);
  return status === 404 || status === 400;
};
