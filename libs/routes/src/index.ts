export {
  paths,
  profileHref,
  careerDetailsHref,
  groupHref,
  joinGroupHref,
  absoluteHref,
  DEFAULT_LOGIN_PATH,
  SAVED_IN_BROWSER_ID,
  savedInBrowserHref,
  type PathName,
} from './lib/paths';
export { documentTitle, usePageTitle } from './lib/document-title';
export {
  ROUTE_TABLE,
  accessOf,
  queryOf,
  prerenderedRoutes,
  routesIn,
  type RouteAccess,
  type RouteEntry,
  type RouteLayout,
  type RoutePath,
  type ScreenName,
} from './lib/route-table';
export { type RoutePart, partModule, routeParts } from './lib/route-modules';
