import { API_OPERATIONS, apiPath } from './api-operations';

describe('apiPath', () => {
  it('fills each parameter, encoded', () => {
    expect(apiPath(API_OPERATIONS.getMe)).toBe('/me');
    expect(apiPath(API_OPERATIONS.getReportAnswers, { id: 'a/b c' })).toBe(
      '/me/personality/reports/a%2Fb%20c/answers',
    );
  });

  it('names each method and path once', () => {
    const keys = Object.values(API_OPERATIONS).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
