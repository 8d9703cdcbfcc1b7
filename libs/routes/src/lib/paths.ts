/**
 * Every address in Pathwise, in one place: the router is built from these and screens link with them,
 * so a renamed route can't leave a dead link behind. The spec's route table fixes these strings.
 */
export const paths = {
  home: '/',
  personalityTest: '/personality-test',
  personalityReport: '/personality-report',
  login: '/login',
  dashboard: '/dashboard',
  v2: '/v2',
  playgroundCanvas: '/v2/pg-canvas',
  playgroundResult: '/v2/pg-result-new',
  onboarding: '/v2/pg-onboarding',
  careerSuggestions: '/v2/pg-career-suggest',
  careerDetails: '/v2/pg-career-details',
  playgroundHome: '/v2/pg-home',
  explorer: '/v2/pg-explore',
  profile: '/v2/pg-profile/:id',
  favourites: '/v2/pg-profile/favorites',
  onboardingData: '/v2/pg-profile/onboard-data',
  audio: '/v3/audio',
  privacy: '/privacy',
  educators: '/educators',
  groups: '/groups',
  groupView: '/groups/:code',
  groupJoin: '/join/:code',
} as const;

export type PathName = keyof typeof paths;

/** The address of one person's profile. */
export const profileHref = (id: string) => `/v2/pg-profile/${encodeURIComponent(id)}`;

/** The address of one career's details, by O*NET-SOC code. */
export const careerDetailsHref = (code: string) =>
  `${paths.careerDetails}?code=${encodeURIComponent(code)}`;

/** The maker's view of one group. */
export const groupHref = (code: string) => `/groups/${encodeURIComponent(code)}`;

/** A group's join link: what its maker hands out, and where a member changes what they share. */
export const joinGroupHref = (code: string) => `/join/${encodeURIComponent(code)}`;

/** A path as a whole address on this site, for a link someone copies or shares. */
export const absoluteHref = (path: string) => `${globalThis.location?.origin ?? ''}${path}`;

/** Where the login screen is, unless a guard is given another. */
export const DEFAULT_LOGIN_PATH = paths.login;

/** The id of the part of a page that lists a visitor's careers saved in this browser. */
export const SAVED_IN_BROWSER_ID = 'saved-careers';

/**
 * Where a visitor finds the careers saved in this browser: the explorer, opened at them. (The
 * favourites page is for signed-in people: the spec guards it.)
 */
export const savedInBrowserHref = `${paths.explorer}#${SAVED_IN_BROWSER_ID}`;
