import type { MessageDescriptor } from '@lingui/core';
import {
  type RouteEntry,
  type RoutePath,
  type ScreenName,
  accessOf,
  paths,
  routesIn,
} from '@pathwise/routes';
import { RootLayout, RouteErrorPage, type RouteHandle } from '@pathwise/shell';
import { LoadingScreen } from '@pathwise/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccountCorner } from './account-corner';
import { PageViews } from './page-views';
import { lazyScreen, withMessages } from './lazy-screen';
import { NOT_FOUND_TITLE, ROUTE_TITLES } from './route-titles';

/** A route's title, as a message: the layout and the prerender put it into the page's language. */
const handle = (title: MessageDescriptor): RouteHandle => ({ title });

/** Unknown addresses get a real page inside the layout. */
const notFound: RouteObject = {
  path: '*',
  handle: handle(NOT_FOUND_TITLE),
  lazy: lazyScreen(
    () => withMessages(import('@pathwise/screens-not-found')),
    (m) => m.NotFoundScreen,
    'plain',
    'not-found',
  ),
};

/** The root layout with the account corner, which loads after the page. */
function Layout() {
  return (
    <>
      <PageViews />
      <RootLayout account={<AccountCorner />} />
    </>
  );
}

/** Each screen library, loaded when its route is first visited: one chunk per screen. */
const SCREENS: Record<ScreenName, () => Promise<ComponentType>> = {
  home: () => withMessages(import('@pathwise/screens-home')).then((m) => m.HomeScreen),
  'personality-test': () =>
    withMessages(import('@pathwise/screens-personality-test')).then((m) => m.PersonalityTestScreen),
  'personality-report': () =>
    withMessages(import('@pathwise/screens-personality-report')).then(
      (m) => m.PersonalityReportScreen,
    ),
  login: () => withMessages(import('@pathwise/screens-login')).then((m) => m.LoginScreen),
  dashboard: () =>
    withMessages(import('@pathwise/screens-dashboard')).then((m) => m.DashboardScreen),
  'homepage-v2': () =>
    withMessages(import('@pathwise/screens-homepage-v2')).then((m) => m.HomepageV2Screen),
  'playground-canvas': () =>
    withMessages(import('@pathwise/screens-playground-canvas')).then(
      (m) => m.PlaygroundCanvasScreen,
    ),
  'playground-result': () =>
    withMessages(import('@pathwise/screens-playground-result')).then(
      (m) => m.PlaygroundResultScreen,
    ),
  onboarding: () =>
    withMessages(import('@pathwise/screens-onboarding')).then((m) => m.OnboardingScreen),
  'career-suggestions': () =>
    withMessages(import('@pathwise/screens-career-suggestions')).then(
      (m) => m.CareerSuggestionsScreen,
    ),
  'career-details': () =>
    withMessages(import('@pathwise/screens-career-details')).then((m) => m.CareerDetailsScreen),
  'playground-home': () =>
    withMessages(import('@pathwise/screens-playground-home')).then((m) => m.PlaygroundHomeScreen),
  explorer: () => withMessages(import('@pathwise/screens-explorer')).then((m) => m.ExplorerScreen),
  profile: () => withMessages(import('@pathwise/screens-profile')).then((m) => m.ProfileScreen),
  favourites: () =>
    withMessages(import('@pathwise/screens-favourites')).then((m) => m.FavouritesScreen),
  'onboarding-data': () =>
    withMessages(import('@pathwise/screens-onboarding-data')).then((m) => m.OnboardingDataScreen),
  audio: () => withMessages(import('@pathwise/screens-audio')).then((m) => m.AudioScreen),
  privacy: () => withMessages(import('@pathwise/screens-privacy')).then((m) => m.PrivacyScreen),
  educators: () =>
    withMessages(import('@pathwise/screens-educators')).then((m) => m.EducatorsScreen),
  groups: () => withMessages(import('@pathwise/screens-groups')).then((m) => m.GroupsScreen),
  'group-view': () =>
    withMessages(import('@pathwise/screens-group-view')).then((m) => m.GroupViewScreen),
  'group-join': () =>
    withMessages(import('@pathwise/screens-group-join')).then((m) => m.GroupJoinScreen),
};

/** A route of the table as the router takes it; the layout's own address is its index route. */
function screenRoute(entry: RouteEntry, layoutPath?: string): RouteObject {
  const lazy = lazyScreen(SCREENS[entry.screen], (screen) => screen, accessOf(entry), entry.screen);
  const meta = { handle: handle(ROUTE_TITLES[entry.path as RoutePath]), lazy };
  return entry.path === layoutPath ? { index: true, ...meta } : { path: entry.path, ...meta };
}

/** The spec's route table (libs/routes), in its three layouts. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Layout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [
      ...routesIn('root').map((entry) => screenRoute(entry, paths.home)),
      {
        path: paths.v2,
        lazy: lazyScreen(
          () => withMessages(import('@pathwise/screens-career-layout')),
          (m) => m.CareerLayout,
          'plain',
          'career-layout',
        ),
        children: routesIn('playground').map((entry) => screenRoute(entry, paths.v2)),
      },
      { ...notFound },
    ],
  },
  {
    // The audio experience shares the root's layout under its own prefix.
    path: '/v3',
    Component: Layout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [...routesIn('audio').map((entry) => screenRoute(entry)), { ...notFound }],
  },
];
