export { RootLayout } from './lib/root-layout';
export { RouteErrorPage } from './lib/route-error-page';
export { type RouteHandle, documentTitle } from './lib/use-route-announcements';
export { BusyNotice } from './lib/busy-notice';
