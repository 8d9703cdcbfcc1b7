export {
  noopAnalytics,
  type AnalyticsClient,
  type AnalyticsEventName,
  type AnalyticsEvents,
} from './lib/events';
export { AnalyticsProvider, useTrack } from './lib/analytics-context';
