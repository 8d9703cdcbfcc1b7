import type { ApiOperation } from '@pathwise/contract';
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { mockOperation } from './mock-operation';
import { serverError } from './problem-response';

type Answer = (
  count: number,
  ...info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>
) => ReturnType<HttpResponseResolver<PathParams, DefaultBodyType>>;

/**
 * Counts the requests to one operation for a story. `answer` gets each request's number (1 for the
 * first) and answers it, or returns undefined to let the next handler answer. Call `reset()` in
 * the story's `beforeEach`: handlers outlive a story in the workbench.
 */
export function countRequests(operation: ApiOperation, answer: Answer = () => undefined) {
  let count = 0;
  return {
    handler: mockOperation(operation, (...info) => {
      count += 1;
      return answer(count, ...info);
    }),
    /** How many requests came since the last reset. */
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

/** The first request to an operation fails with a server error; the rest go on to the next handler. */
export const failsOnce = (operation: ApiOperation) =>
  countRequests(operation, (count) => (count === 1 ? serverError() : undefined));

/**
 * Notes what each request to the operations sent (by default its JSON body), then lets the next
 * handler answer it. `seen` holds the notes in order; `reset()` empties it.
 */
export function recordRequests<T = unknown>(
  operations: ApiOperation | readonly ApiOperation[],
  note: (request: Request, params: PathParams) => T | Promise<T> = async (request) =>
    (await request.clone().json()) as T,
) {
  const seen: T[] = [];
  return {
    handlers: [operations].flat().map((operation) =>
      mockOperation(operation, async ({ request, params }) => {
        seen.push(await note(request, params));
        return undefined;
      }),
    ),
    seen,
    reset: () => {
      seen.length = 0;
    },
  };
}
