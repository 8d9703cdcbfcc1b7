export { RootLayout } from './lib/root-layout';
export { PlaygroundLayout } from './lib/playground-layout';
export { NotFoundScreen } from './lib/not-found-screen';
export { RouteErrorPage } from './lib/route-error-page';
export type { RouteHandle } from './lib/use-route-announcements';
