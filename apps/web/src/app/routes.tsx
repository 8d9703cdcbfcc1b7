import { paths } from '@pathwise/routes';
import { RootLayout, RouteErrorPage, type RouteHandle } from '@pathwise/shell';
import { LoadingScreen } from '@pathwise/ui';
import type { RouteObject } from 'react-router-dom';
import { AccountCorner } from './account-corner';
import { PageViews } from './page-views';
import { lazyScreen } from './lazy-screen';

const handle = (title: string): RouteHandle => ({ title });

/** Unknown addresses get a real page inside the layout. */
const notFound: RouteObject = {
  path: '*',
  handle: handle('Page not found'),
  lazy: lazyScreen(
    () => import('@pathwise/screens-not-found'),
    (m) => m.NotFoundScreen,
    'plain',
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

/** The spec's route table. Every screen is its own library and its own chunk. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Layout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        index: true,
        handle: handle('Find work that fits who you are'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-home'),
          (m) => m.HomeScreen,
          'plain',
        ),
      },
      {
        path: paths.personalityTest,
        handle: handle('Personality test'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-personality-test'),
          (m) => m.PersonalityTestScreen,
        ),
      },
      {
        path: paths.personalityReport,
        handle: handle('Your personality report'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-personality-report'),
          (m) => m.PersonalityReportScreen,
          'guarded',
        ),
      },
      {
        path: paths.login,
        handle: handle('Sign in'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-login'),
          (m) => m.LoginScreen,
        ),
      },
      {
        path: paths.dashboard,
        handle: handle('Your dashboard'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-dashboard'),
          (m) => m.DashboardScreen,
          'guarded',
        ),
      },
      {
        path: paths.v2,
        lazy: lazyScreen(
          () => import('@pathwise/screens-career-layout'),
          (m) => m.PlaygroundLayout,
          'plain',
        ),
        children: [
          {
            index: true,
            handle: handle('Explore careers'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-homepage-v2'),
              (m) => m.HomepageV2Screen,
            ),
          },
          {
            path: paths.playgroundCanvas,
            handle: handle('Sort activity cards'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-playground-canvas'),
              (m) => m.PlaygroundCanvasScreen,
            ),
          },
          {
            path: paths.playgroundResult,
            handle: handle('Your interest profile'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-playground-result'),
              (m) => m.PlaygroundResultScreen,
            ),
          },
          {
            path: paths.onboarding,
            handle: handle('About you'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-onboarding'),
              (m) => m.OnboardingScreen,
            ),
          },
          {
            path: paths.careerSuggestions,
            handle: handle('Careers that fit you'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-career-suggestions'),
              (m) => m.CareerSuggestionsScreen,
            ),
          },
          {
            path: paths.careerDetails,
            handle: handle('Career details'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-career-details'),
              (m) => m.CareerDetailsScreen,
            ),
          },
          {
            path: paths.playgroundHome,
            handle: handle('Career playground'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-playground-home'),
              (m) => m.PlaygroundHomeScreen,
            ),
          },
          {
            path: paths.explorer,
            handle: handle('Explore every career'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-explorer'),
              (m) => m.ExplorerScreen,
            ),
          },
          {
            path: paths.favourites,
            handle: handle('Saved careers'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-favourites'),
              (m) => m.FavouritesScreen,
              'guarded',
            ),
          },
          {
            path: paths.onboardingData,
            handle: handle('Your onboarding answers'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-onboarding-data'),
              (m) => m.OnboardingDataScreen,
              'guarded',
            ),
          },
          {
            path: paths.profile,
            handle: handle('Profile'),
            lazy: lazyScreen(
              () => import('@pathwise/screens-profile'),
              (m) => m.ProfileScreen,
              'guarded',
            ),
          },
        ],
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
    children: [
      {
        path: paths.audio,
        handle: handle('Listen and answer'),
        lazy: lazyScreen(
          () => import('@pathwise/screens-audio'),
          (m) => m.AudioScreen,
        ),
      },
      { ...notFound },
    ],
  },
];
