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

/**
 * The operation's path under `API_PREFIX`, each parameter filled in and encoded. It takes the
 * operation itself (`API_OPERATIONS.getMe`), not its name, so a bundle keeps only the operations
 * its code names.
 */
export function apiPath<Spec extends ApiOperationSpec>(
  operation: Spec,
  ...[params]: ApiPathParams<Spec['path']>
): string {
  const values: Record<string, string> = params ?? {};
  return operation.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
