/**
 * Every product event Pathwise records, with the properties each may carry. Properties are counts,
 * choices from fixed lists and flags: never names, emails, answers or free text.
 */
export type AnalyticsEvents = {
  personality_test_started: { language: string; resumed: boolean };
  personality_test_completed: { signedIn: boolean };
  personality_report_viewed: { shared: boolean };
  personality_report_shared: Record<string, never>;
};

export type AnalyticsEventName = keyof AnalyticsEvents;

/** What the app calls; one implementation sends, the default does nothing. */
export type AnalyticsClient = {
  track: <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]) => void;
};

/** Used until an analytics client is configured and consented to: every call does nothing. */
export const noopAnalytics: AnalyticsClient = { track: () => undefined };
