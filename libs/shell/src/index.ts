export { RootLayout } from './lib/root-layout';
export { RouteErrorPage } from './lib/route-error-page';
export { type RouteHandle } from './lib/use-route-announcements';
export { documentTitle } from '@pathwise/routes';
export { BusyNotice } from './lib/busy-notice';
export { loadMessages } from './messages';
