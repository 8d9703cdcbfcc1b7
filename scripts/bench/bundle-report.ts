import { ROUTE_TABLE } from '@pathwise/routes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, importClosure } from '../../tools/vite/manifest.ts';

export type RouteSize = { route: string; chunkBytes: number; addedToShellBytes: number };

/**
 * Where each route's screen lives, from the route table, plus the two chunks that are not a route's
 * own screen; every lazy chunk in the build must appear here, so the table can't drift.
 */
export const ROUTE_SCREENS: Record<string, string> = {
  ...Object.fromEntries(ROUTE_TABLE.map((route) => [route.path, route.screen])),
  '/v2 (layout)': 'career-layout',
  '(not found)': 'not-found',
};

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function bundleReport(distDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const size = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => {
      const chunk = manifest[key];
      return chunk?.file.endsWith('.js') ? sum + gzipBytes(join(distDir, chunk.file)) : sum;
    }, 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const shell = importClosure(manifest, entry);

  const screenKey = (screen: string) => {
    const key = Object.keys(manifest).find(
      (k) => manifest[k]?.isDynamicEntry && k.includes(`libs/screens/${screen}/src/index.ts`),
    );
    if (!key) throw new Error(`No lazy chunk for the ${screen} screen: is its route still lazy?`);
    return key;
  };
  const unmapped = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry &&
      key.includes('libs/screens/') &&
      !Object.values(ROUTE_SCREENS).some((screen) => key.includes(`libs/screens/${screen}/src/`)),
  );
  if (unmapped.length)
    throw new Error(`Lazy screen chunks missing from ROUTE_SCREENS: ${unmapped.join(', ')}`);

  const routes: RouteSize[] = Object.entries(ROUTE_SCREENS).map(([route, screen]) => {
    const own = importClosure(manifest, screenKey(screen));
    const added = [...own].filter((key) => !shell.has(key));
    return { route, chunkBytes: size(own), addedToShellBytes: size(added) };
  });
  return { shellBytes: size(shell), routes };
}
