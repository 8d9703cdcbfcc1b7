import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RoutePath, paths } from '@pathwise/routes';

/**
 * Each route's title, as the document's title and the page views say it: the route table's English
 * (libs/routes, which node scripts read, so it holds no messages), put into the reader's language
 * where it is shown. The tests hold the two to the same English.
 */
export const ROUTE_TITLES: Readonly<Record<RoutePath, MessageDescriptor>> = {
  [paths.home]: msg`Find work that fits who you are`,
  [paths.personalityTest]: msg`Personality test`,
  [paths.personalityReport]: msg`Your personality report`,
  [paths.login]: msg`Sign in`,
  [paths.dashboard]: msg`Your dashboard`,
  [paths.v2]: msg`Explore careers`,
  [paths.playgroundCanvas]: msg`Sort activity cards`,
  [paths.playgroundResult]: msg`Your interest profile`,
  [paths.onboarding]: msg`About you`,
  [paths.careerSuggestions]: msg`Careers that fit you`,
  [paths.careerDetails]: msg`Career details`,
  [paths.playgroundHome]: msg`Career playground`,
  [paths.explorer]: msg`Explore every career`,
  [paths.favourites]: msg`Saved careers`,
  [paths.onboardingData]: msg`Your onboarding answers`,
  [paths.profile]: msg`Profile`,
  [paths.audio]: msg`Listen and answer`,
  [paths.privacy]: msg`Privacy`,
  [paths.educators]: msg`For teachers and parents`,
  [paths.groups]: msg`Groups`,
  [paths.groupView]: msg`Your group`,
  [paths.groupJoin]: msg`Join a group`,
};

/** The title of an address nothing answers. */
export const NOT_FOUND_TITLE = msg`Page not found`;
