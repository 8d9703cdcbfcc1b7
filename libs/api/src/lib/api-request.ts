import {
  type ApiMethod,
  type ApiOperationSpec,
  type ApiPathParams,
  apiPath,
} from '@pathwise/contract';

/**
 * A contract operation (`API_OPERATIONS.getMe`) as a request: its method and its path with the
 * parameters filled in.
 */
export function apiRequest<Spec extends ApiOperationSpec>(
  operation: Spec,
  ...params: ApiPathParams<Spec['path']>
): { url: string; method: ApiMethod } {
  return { url: apiPath(operation, ...params), method: operation.method };
}
