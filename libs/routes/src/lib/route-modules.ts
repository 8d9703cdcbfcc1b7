import { type RouteEntry, type ScreenName, accessOf } from './route-table';

/**
 * What the router (apps/web/src/app/routes.tsx) loads lazily around a route's first render: the
 * screen's library, the playground's layout for /v2 routes, the not-found page for an address no
 * route has, and the session boundary around screens that use the store.
 */
export type RoutePart = ScreenName | 'career-layout' | 'not-found' | 'session-boundary';

/** The lazy parts a route's first view needs (null: an address no route has), screens first. */
export function routeParts(route: RouteEntry | null): RoutePart[] {
  if (!route) return ['not-found'];
  return [
    route.screen,
    ...(route.layout === 'playground' ? (['career-layout'] as const) : []),
    ...(accessOf(route) === 'plain' ? [] : (['session-boundary'] as const)),
  ];
}

/** The source module each part's chunk starts from, named from the workspace's root. */
export const partModule = (part: RoutePart): string =>
  part === 'session-boundary'
    ? 'apps/web/src/app/session-boundary.tsx'
    : `libs/screens/${part}/src/index.ts`;
