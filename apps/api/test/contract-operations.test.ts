import { API_OPERATIONS, API_PREFIX } from '@pathwise/contract';
import { useApi } from './helpers';
import { type OpenApi, operationsOf } from './operations';

/** The contract's operations, as `METHOD /api/path/{param}` (the OpenAPI form of a path). */
const contract = Object.values(API_OPERATIONS)
  .map(({ method, path }) => `${method} ${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`)
  .sort();

describe('the contract’s operations', () => {
  const started = useApi(() => ({ memory: true }));

  it('are the API’s operations, each with its method and path, and there are no others', async () => {
    const document = (await started().app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
    const served = operationsOf(document)
      .filter(({ path }) => path.startsWith(`${API_PREFIX}/`))
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(served).toEqual(contract);
  });
});
