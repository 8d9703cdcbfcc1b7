import {
  API_OPERATIONS,
  type ApiMethod,
  type ApiOperation,
  type ApiPathParams,
  apiPath,
} from '@pathwise/contract';

/** A contract operation as a request: its method and its path with the parameters filled in. */
export function apiRequest<Operation extends ApiOperation>(
  operation: Operation,
  ...params: ApiPathParams<Operation>
): { url: string; method: ApiMethod } {
  return { url: apiPath(operation, ...params), method: API_OPERATIONS[operation].method };
}
