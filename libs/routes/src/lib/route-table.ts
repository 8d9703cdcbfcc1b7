import { paths } from './paths';

/** Each screen library under libs/screens, by folder name. */
export type ScreenName =
  | 'home'
  | 'personality-test'
  | 'personality-report'
  | 'login'
  | 'dashboard'
  | 'homepage-v2'
  | 'playground-canvas'
  | 'playground-result'
  | 'onboarding'
  | 'career-suggestions'
  | 'career-details'
  | 'playground-home'
  | 'explorer'
  | 'profile'
  | 'favourites'
  | 'onboarding-data'
  | 'audio'
  | 'privacy'
  | 'educators'
  | 'groups'
  | 'group-view'
  | 'group-join';

/**
 * What a screen needs around it: 'plain' neither the store nor sign-in (to keep the first paint
 * small), 'session' the app's store, 'guarded' the store and a signed-in person.
 */
export type RouteAccess = 'plain' | 'session' | 'guarded';

/** The layout a route renders in: the root's, the career playground's (/v2) or the audio one's. */
export type RouteLayout = 'root' | 'playground' | 'audio';

export type RouteEntry = {
  path: string;
  screen: ScreenName;
  /** 'session' when left out. */
  access?: RouteAccess;
  layout: RouteLayout;
  /** The document title. */
  title: string;
  /**
   * Whether the build renders this route's first view to HTML (its content is the same for
   * everyone until the browser's own state or the address's query is read).
   */
  prerender?: boolean;
  /**
   * The address's parameters its first view reads. A prerendered route asked with any of these is
   * answered with the shell the browser renders; asked with only others (a newsletter's
   * `utm_source`, a class's `ref`), with its prerendered page. Each screen's tests hold its list to
   * what its code reads.
   */
  query?: readonly string[];
};

/**
 * The spec's route table, once: the router, the guarded-route list, the bench's route-to-chunk map
 * and the e2e route list are all read from here. (What each screen shows, for tests, is kept beside
 * the tests, keyed by these paths, so it stays out of the app's first load.)
 */
export const ROUTE_TABLE = [
  {
    path: paths.home,
    prerender: true,
    screen: 'home',
    access: 'plain',
    layout: 'root',
    title: 'Find work that fits who you are',
  },
  {
    path: paths.personalityTest,
    prerender: true,
    screen: 'personality-test',
    layout: 'root',
    title: 'Personality test',
  },
  {
    path: paths.personalityReport,
    screen: 'personality-report',
    access: 'guarded',
    layout: 'root',
    title: 'Your personality report',
  },
  {
    path: paths.login,
    prerender: true,
    screen: 'login',
    layout: 'root',
    title: 'Sign in',
  },
  {
    path: paths.dashboard,
    screen: 'dashboard',
    access: 'guarded',
    layout: 'root',
    title: 'Your dashboard',
  },
  {
    path: paths.v2,
    prerender: true,
    screen: 'homepage-v2',
    layout: 'playground',
    title: 'Explore careers',
  },
  {
    path: paths.playgroundCanvas,
    prerender: true,
    screen: 'playground-canvas',
    layout: 'playground',
    title: 'Sort activity cards',
  },
  {
    path: paths.playgroundResult,
    prerender: true,
    screen: 'playground-result',
    layout: 'playground',
    title: 'Your interest profile',
  },
  {
    path: paths.onboarding,
    prerender: true,
    query: ['step'],
    screen: 'onboarding',
    layout: 'playground',
    title: 'About you',
  },
  {
    path: paths.careerSuggestions,
    prerender: true,
    query: ['zone', 'area', 'sort', 'minPay', 'growth'],
    screen: 'career-suggestions',
    layout: 'playground',
    title: 'Careers that fit you',
  },
  {
    // Without a career (?code=) it asks which one; each career's page the server renders.
    path: paths.careerDetails,
    prerender: true,
    query: ['code', 'from'],
    screen: 'career-details',
    layout: 'playground',
    title: 'Career details',
  },
  {
    path: paths.playgroundHome,
    prerender: true,
    screen: 'playground-home',
    layout: 'playground',
    title: 'Career playground',
  },
  {
    path: paths.explorer,
    prerender: true,
    query: ['q', 'area', 'zone', 'sort', 'minPay', 'growth'],
    screen: 'explorer',
    layout: 'playground',
    title: 'Explore every career',
  },
  {
    path: paths.favourites,
    screen: 'favourites',
    access: 'guarded',
    layout: 'playground',
    title: 'Saved careers',
  },
  {
    path: paths.onboardingData,
    screen: 'onboarding-data',
    access: 'guarded',
    layout: 'playground',
    title: 'Your onboarding answers',
  },
  {
    path: paths.profile,
    screen: 'profile',
    access: 'guarded',
    layout: 'playground',
    title: 'Profile',
  },
  {
    path: paths.audio,
    prerender: true,
    screen: 'audio',
    layout: 'audio',
    title: 'Listen and answer',
  },
  // Not in the spec's table: what a parent or a school reads before using Pathwise (issue 42).
  {
    path: paths.privacy,
    prerender: true,
    screen: 'privacy',
    access: 'plain',
    layout: 'root',
    title: 'Privacy',
  },
  {
    path: paths.educators,
    prerender: true,
    screen: 'educators',
    access: 'plain',
    layout: 'root',
    title: 'For teachers and parents',
  },
  // Groups by code, with consent (issue 42): any signed-in person may make one or join one.
  {
    path: paths.groups,
    screen: 'groups',
    access: 'guarded',
    layout: 'root',
    title: 'Groups',
  },
  {
    path: paths.groupView,
    screen: 'group-view',
    access: 'guarded',
    layout: 'root',
    title: 'Your group',
  },
  {
    path: paths.groupJoin,
    screen: 'group-join',
    access: 'guarded',
    layout: 'root',
    title: 'Join a group',
  },
] as const satisfies readonly RouteEntry[];

/** A path of the route table. */
export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** The entries of one layout, in the table's order. */
export const routesIn = (layout: RouteLayout): readonly RouteEntry[] =>
  ROUTE_TABLE.filter((route) => route.layout === layout);

/** The routes whose first view the build renders to HTML. */
export const prerenderedRoutes = (): readonly RouteEntry[] =>
  ROUTE_TABLE.filter((route: RouteEntry) => route.prerender === true);

/** What a route's screen needs around it. */
export const accessOf = (route: RouteEntry): RouteAccess => route.access ?? 'session';

/** The address parameters a route's first view reads (see `RouteEntry.query`); none when not listed. */
export const queryOf = (path: string): readonly string[] =>
  (ROUTE_TABLE as readonly RouteEntry[]).find((route) => route.path === path)?.query ?? [];
