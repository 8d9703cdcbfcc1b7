/** Waits for a mutation and then drops its entry from the store: nobody reads it there. */
export async function settle<T>(request: {
  unwrap: () => Promise<T>;
  reset: () => void;
}): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
