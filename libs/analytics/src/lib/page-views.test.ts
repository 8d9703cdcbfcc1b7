import { routePattern } from './page-views';

describe('routePattern', () => {
  it('names parameters instead of their values', () => {
    expect(routePattern('/v2/pg-profile/u123', { id: 'u123' })).toBe('/v2/pg-profile/:id');
    expect(routePattern('/v2/pg-profile/a%20b', { id: 'a b' })).toBe('/v2/pg-profile/:id');
  });

  it('keeps plain routes as they are', () => {
    expect(routePattern('/v2/pg-explore', {})).toBe('/v2/pg-explore');
    expect(routePattern('/', {})).toBe('/');
  });

  it('never sends what a catch-all matched', () => {
    expect(routePattern('/some/secret/path', { '*': 'some/secret/path' })).toBe('/*');
  });
});
