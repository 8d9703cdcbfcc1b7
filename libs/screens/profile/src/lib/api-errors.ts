/** The HTTP status of an RTK Query error, read without trusting its shape. */
export function errorStatus(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)['status']
    : undefined;
}

/** The API's "nothing here" (404) or "not an id" (400): both mean there is nothing to show. */
export const isNotFound = (error: unknown) => {
  const status = errorStatus(error);
  return status === 404 || status === 400;
};
