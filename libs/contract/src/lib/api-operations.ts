// No zod here: the web app reads these paths without the schemas.
import * as API_OPERATIONS from './operation-list';

/** Where the API is served; every operation's path is under it. */
export const API_PREFIX = '/api';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every operation of the API, by name: see `operation-list.ts`. */
export { API_OPERATIONS };

export type ApiOperation = keyof typeof API_OPERATIONS;

/** The `:name` parameters of a path pattern. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** One operation: its method and its path pattern. */
export type ApiOperationSpec = { method: ApiMethod; path: `/${string}` };

/** Compiles only while every operation is a method and a path. */
type Spec<Operation extends ApiOperationSpec> = Operation;
export type ApiOperationSpecs = Spec<(typeof API_OPERATIONS)[ApiOperation]>;

/** The values a path pattern needs, by name; nothing for a path without parameters. */
export type ApiPathParams<Path extends string> = [PathParams<Path>] extends [never]
  ? []
  : [params: Record<PathParams<Path>, string>];

const fillPath = (path: string, values: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/**
 * The operation's path under `API_PREFIX`, each parameter filled in and encoded. It takes the
 * operation itself (`API_OPERATIONS.getMe`), not its name, so a bundle keeps only the operations
 * its code names.
 */
export function apiPath<Spec extends ApiOperationSpec>(
  operation: Spec,
  ...[params]: ApiPathParams<Spec['path']>
): string {
  return fillPath(operation.path, params);
}

/** Whether a request's address is the API's (everything else is the web app's pages and files). */
export const isApiUrl = (url: string): boolean => url.startsWith(`${API_PREFIX}/`);

/** An operation as a client outside the web app sends it (tests, benchmarks): method and address. */
export type ApiCall<Method extends ApiMethod = ApiMethod> = { method: Method; url: string };

/**
 * The operation's method and address (its path under `API_PREFIX`), with `query` added as a
 * query string when given.
 */
export function apiCall<Spec extends ApiOperationSpec>(
  operation: Spec,
  ...[params]: ApiPathParams<Spec['path']>
): ApiCall<Spec['method']> {
  return { method: operation.method, url: `${API_PREFIX}${fillPath(operation.path, params)}` };
}

/** The call with a query string added (each value encoded). */
export function withQuery<Call extends ApiCall>(
  call: Call,
  query: Record<string, string | number>,
): Call {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return { ...call, url: `${call.url}?${search.toString()}` };
}
