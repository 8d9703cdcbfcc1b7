/** Each route of the spec's table and the heading its screen shows: shared by the router's unit test and e2e. */
export const routeHeadings: [path: string, heading: string][] = [
  ['/', 'Find work that fits who you are'],
  ['/personality-test', 'Personality test'],
  ['/personality-report', 'Your personality report'],
  ['/login', 'Sign in to Pathwise'],
  ['/dashboard', 'Your dashboard'],
  ['/v2', 'Explore careers with Pathwise'],
  ['/v2/pg-canvas', 'Sort activity cards'],
  ['/v2/pg-result-new', 'Your interest profile'],
  ['/v2/pg-onboarding', 'A few questions about you'],
  ['/v2/pg-career-suggest', 'Careers that fit you'],
  ['/v2/pg-career-details?code=15-1252.00', 'Software Developers'],
  ['/v2/pg-home', 'Career playground'],
  ['/v2/pg-explore', 'Explore every career'],
  ['/v2/pg-profile/someone', 'Profile'],
  ['/v2/pg-profile/favorites', 'Saved careers'],
  ['/v2/pg-profile/onboard-data', 'Your onboarding answers'],
  ['/v3/audio', 'Listen and answer'],
];

/** Routes that need sign-in; signed-out visitors are sent to /login. */
export const guardedRoutes = new Set([
  '/personality-report',
  '/dashboard',
  '/v2/pg-profile/someone',
  '/v2/pg-profile/favorites',
  '/v2/pg-profile/onboard-data',
]);
