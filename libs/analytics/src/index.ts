export {
  noopAnalytics,
  type AnalyticsClient,
  type AnalyticsEventName,
  type AnalyticsEvents,
} from './lib/events';
export {
  AnalyticsProvider,
  useTrack,
  useAnalyticsConsent,
  useAnalyticsIdentity,
} from './lib/analytics-context';
export {
  readAnalyticsConfig,
  analyticsConfigured,
  type AnalyticsConfig,
} from './lib/analytics-config';
export type { ClientLoaders } from './lib/load-clients';
export { AnalyticsChoicesButton } from './lib/analytics-choices-button';
export { usePageViews, routePattern } from './lib/page-views';
export { CONSENT_KEY, type AnalyticsConsent } from './lib/consent';
export { loadMessages } from './messages';
