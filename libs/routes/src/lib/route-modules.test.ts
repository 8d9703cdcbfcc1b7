import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { partModule, routeParts } from './route-modules';

const root = join(import.meta.dirname, '../../../..');
const route = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path) as RouteEntry;

describe('routeParts', () => {
  it('names what the router loads around a route, screens first', () => {
    expect(routeParts(route('/'))).toEqual(['home']);
    expect(routeParts(route('/personality-test'))).toEqual([
      'personality-test',
      'session-boundary',
    ]);
    expect(routeParts(route('/v2/pg-canvas'))).toEqual([
      'playground-canvas',
      'career-layout',
      'session-boundary',
    ]);
    expect(routeParts(null)).toEqual(['not-found']);
  });

  it("names each part's module as it is in the workspace", () => {
    const parts = new Set([...ROUTE_TABLE, null].flatMap((entry) => routeParts(entry)));
    const missing = [...parts].filter((part) => !existsSync(join(root, partModule(part))));
    expect(missing).toEqual([]);
  });
});
