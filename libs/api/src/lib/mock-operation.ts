import { API_OPERATIONS, API_PREFIX, type ApiOperation } from '@pathwise/contract';
import {
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  http,
} from 'msw';

const BY_METHOD = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** Where the mock API answers an operation: the server's address for it, parameters as `:name`. */
export const operationUrl = (operation: ApiOperation): string =>
  `${API_PREFIX}${API_OPERATIONS[operation].path}`;

/** A mock answer to one contract operation, at the method and address the server has for it. */
export function mockOperation<
  Params extends PathParams<keyof Params> = PathParams,
  RequestBody extends DefaultBodyType = DefaultBodyType,
  ResponseBody extends DefaultBodyType = undefined,
>(
  operation: ApiOperation,
  resolver: HttpResponseResolver<Params, RequestBody, ResponseBody>,
): HttpHandler {
  return BY_METHOD[API_OPERATIONS[operation].method]<Params, RequestBody, ResponseBody>(
    operationUrl(operation),
    resolver,
  );
}
