import { API_OPERATIONS, apiCall, apiPath, isApiUrl, withQuery } from './api-operations';

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

describe('apiCall', () => {
  it('gives the method and the address under /api, parameters encoded', () => {
    expect(apiCall(API_OPERATIONS.updateMe)).toEqual({ method: 'PATCH', url: '/api/me' });
    expect(apiCall(API_OPERATIONS.saveFavourite, { code: '15-1252.00' })).toEqual({
      method: 'PUT',
      url: '/api/me/favourites/15-1252.00',
    });
  });

  it('adds a query, each value encoded', () => {
    expect(
      withQuery(apiCall(API_OPERATIONS.searchCareers), { q: 'nurse & aide', limit: 10 }),
    ).toEqual({
      method: 'GET',
      url: '/api/careers?q=nurse+%26+aide&limit=10',
    });
  });
});

describe('isApiUrl', () => {
  it("tells the API's addresses from the pages'", () => {
    expect(isApiUrl('/api/careers?q=x')).toBe(true);
    expect(isApiUrl('/apiary')).toBe(false);
    expect(isApiUrl('/careers/15-1252.00')).toBe(false);
  });
});
