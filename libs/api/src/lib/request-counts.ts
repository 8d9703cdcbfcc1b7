import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { serverError } from './problem-response';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Answer = (
  count: number,
  ...info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>
) => ReturnType<HttpResponseResolver<PathParams, DefaultBodyType>>;

/**
 * Counts the requests to one address for a story. `answer` gets each request's number (1 for the
 * first) and answers it, or returns undefined to let the next handler answer. Call `reset()` in
 * the story's `beforeEach`: handlers outlive a story in the workbench.
 */
export function countRequests(method: Method, path: string, answer: Answer = () => undefined) {
  let count = 0;
  return {
    handler: http[method](path, (...info) => {
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

/** The first request to an address fails with a server error; the rest go on to the next handler. */
export const failsOnce = (method: Method, path: string) =>
  countRequests(method, path, (count) => (count === 1 ? serverError() : undefined));

/**
 * Notes what each request to an address sent (by default its JSON body), then lets the next
 * handler answer it. `seen` holds the notes in order; `reset()` empties it.
 */
export function recordRequests<T = unknown>(
  methods: Method | readonly Method[],
  path: string,
  note: (request: Request, params: PathParams) => T | Promise<T> = async (request) =>
    (await request.clone().json()) as T,
) {
  const seen: T[] = [];
  return {
    handlers: [methods].flat().map((method) =>
      http[method](path, async ({ request, params }) => {
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
