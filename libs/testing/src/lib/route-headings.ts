import { ROUTE_TABLE, type RoutePath, accessOf, prerenderedRoutes } from '@pathwise/routes';

/**
 * The level-one heading each route's screen shows, and an address for routes whose path has a
 * parameter. Keyed by the route table's paths, so a route added there must be added here too.
 */
const SHOWN: Record<RoutePath, { heading: string; example?: string }> = {
  '/': { heading: 'Find work that fits who you are' },
  '/personality-test': { heading: 'Personality test' },
  '/personality-report': { heading: 'Your personality report' },
  '/login': { heading: 'Sign in to Pathwise' },
  '/dashboard': { heading: 'Your dashboard' },
  '/v2': { heading: 'Explore careers with Pathwise' },
  '/v2/pg-canvas': { heading: 'Sort activity cards' },
  '/v2/pg-result-new': { heading: 'Your interest profile' },
  '/v2/pg-onboarding': { heading: 'A few questions about you' },
  '/v2/pg-career-suggest': { heading: 'Careers that fit you' },
  '/v2/pg-career-details': {
    heading: 'Software Developers',
    example: '/v2/pg-career-details?code=15-1252.00',
  },
  '/v2/pg-home': { heading: 'Career playground' },
  '/v2/pg-explore': { heading: 'Explore every career' },
  '/v2/pg-profile/favorites': { heading: 'Saved careers' },
  '/v2/pg-profile/onboard-data': { heading: 'Your onboarding answers' },
  '/v2/pg-profile/:id': { heading: 'Profile', example: '/v2/pg-profile/someone' },
  '/v3/audio': { heading: 'Listen and answer' },
  '/privacy': { heading: 'Privacy: what Pathwise keeps' },
  '/educators': { heading: 'Pathwise for teachers and parents' },
  '/groups': { heading: 'Groups' },
  // Nobody made a group with this code: the page says so.
  '/groups/:code': { heading: 'We can’t find this group', example: '/groups/K7P3QX' },
  '/join/:code': { heading: 'We can’t find this group', example: '/join/K7P3QX' },
};

const exampleOf = (path: RoutePath) => SHOWN[path].example ?? path;

/** Each route of the spec's table at an address that shows it, and the heading its screen shows. */
export const routeHeadings: [path: string, heading: string][] = ROUTE_TABLE.map((route) => [
  exampleOf(route.path),
  SHOWN[route.path].heading,
]);

/** Routes that need sign-in; signed-out visitors are sent to /login. */
export const guardedRoutes = new Set<string>(
  ROUTE_TABLE.filter((route) => accessOf(route) === 'guarded').map((route) =>
    exampleOf(route.path),
  ),
);

/**
 * The routes whose HTML the server sends complete (prerendered, or a career's page rendered from its
 * data), at an address that shows them, and the heading that HTML carries before any script.
 */
export const prerenderedHeadings: [path: string, heading: string][] = prerenderedRoutes().map(
  (route) => [exampleOf(route.path as RoutePath), SHOWN[route.path as RoutePath].heading],
);
