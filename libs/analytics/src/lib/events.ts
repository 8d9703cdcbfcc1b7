/**
 * Every product event Pathwise records, with the properties each may carry. Properties are counts,
 * choices from fixed lists and flags: never names, emails, answers or free text.
 */
export type AnalyticsEvents = {
  /** A route's pattern (`/v2/pg-profile/:id`), never the address itself: ids and searches stay out. */
  page_viewed: { route: string };
  personality_test_started: { language: string; resumed: boolean };
  personality_test_completed: { signedIn: boolean };
  personality_report_viewed: { shared: boolean };
  personality_report_shared: Record<string, never>;
  /** Which questions were answered, never what was answered. */
  onboarding_completed: { answered: number; skipped: number; signedIn: boolean };
  /** Sampled: one in every ten cards sorted, so a whole deck is a handful of events. */
  interest_card_sorted: {
    rating: 'like' | 'unsure' | 'dislike';
    method: 'drag' | 'tap' | 'keyboard' | 'voice';
    sorted: number;
  };
  playground_completed: { sorted: number; signedIn: boolean };
  career_viewed: {
    code: string;
    from: 'suggestions' | 'explorer' | 'related' | 'favourites' | 'direct';
  };
  favourite_toggled: { code: string; saved: boolean; signedIn: boolean };
  explorer_searched: { hasQuery: boolean; area: boolean; jobZones: number; results: number };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

/** A property value an event may carry: no objects, so nothing nested can smuggle in free text. */
export type EventValue = string | number | boolean;

/** What the app calls; one implementation sends, the default does nothing. */
export type AnalyticsClient = {
  track: <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]) => void;
  /** Links later events to a signed-in account by its opaque id (never a name or email). */
  identify?: (accountId: string) => void;
  /** Forgets the account on this device, after sign-out. */
  reset?: () => void;
  /** Stops sending for good and forgets this visitor, when consent is withdrawn. */
  stop?: () => void;
};

/** Used until an analytics client is configured and consented to: every call does nothing. */
export const noopAnalytics: AnalyticsClient = { track: () => undefined };
