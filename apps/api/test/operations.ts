/** The API's operations as its OpenAPI document lists them, with example values in their paths. */
type Operation = { security?: unknown[] };
export type OpenApi = { paths: Record<string, Record<string, Operation>> };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const EXAMPLE_PARAMS: Record<string, string> = {
  code: '15-1252.00',
  id: '00000000-0000-4000-8000-000000000000',
  shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
};

export function operationsOf(document: OpenApi) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? name),
      signedIn: Boolean(operation.security?.length),
    })),
  );
}
