import { API_OPERATIONS, API_PREFIX } from '@pathwise/contract';
import type { HttpHandler } from 'msw';
import { apiHandlers } from './handlers';

describe('apiHandlers', () => {
  it('answers each of the contract’s operations with exactly one handler, at its method and path', () => {
    const answered = apiHandlers()
      .map((handler) => {
        const { method, path } = (handler as HttpHandler).info;
        return `${String(method)} ${String(path)}`;
      })
      .sort();
    const operations = Object.values(API_OPERATIONS)
      .map(({ method, path }) => `${method} ${API_PREFIX}${path}`)
      .sort();
    expect(answered).toEqual(operations);
  });
});
