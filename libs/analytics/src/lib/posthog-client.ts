import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsClient } from './events';
import { logOnce } from './log-once';
import { safeProperties } from './safe-properties';
import { scrubEvent } from './scrub-event';

/** After a 429 the service has asked for quiet: nothing is sent for this long. */
export const RATE_LIMIT_PAUSE_MS = 60_000;

type PostHogSettings = NonNullable<AnalyticsConfig['posthog']>;

/** The parts of posthog-js this client uses, so tests can pass a stand-in. */
export type PostHogLike = {
  init: (key: string, options: Record<string, unknown>) => unknown;
  capture: (event: string, properties?: Record<string, unknown>) => unknown;
  identify: (id: string) => void;
  reset: () => void;
  opt_out_capturing: () => void;
  opt_in_capturing?: () => void;
  get_property?: (name: string) => unknown;
  /** Set once `init` has run: the library is one instance per page. */
  __loaded?: boolean;
};

/** Where the app is, as a route pattern; set by each page view and used to scrub addresses. */
let currentRoute = '/';
/** Until when sending waits after a 429 (module state: posthog-js is one instance per page). */
let pausedUntil = 0;

/**
 * PostHog set up for Pathwise: only the events we send (no autocapture, recordings, surveys or
 * remote scripts), addresses reduced to route patterns, and every failure contained.
 */
export function createPosthogClient(
  posthog: PostHogLike,
  settings: PostHogSettings,
  now: () => number = Date.now,
): AnalyticsClient {
  // Consent given again on the same page (after a "no"): the instance exists, so switch it back on.
  if (posthog.__loaded) posthog.opt_in_capturing?.();
  else initialise(posthog, settings, now);

  const guarded = (what: string, action: () => void, sends = true) => {
    if (sends && now() < pausedUntil) return;
    try {
      action();
    } catch (error) {
      logOnce(`call-${what}`, `${what} failed.`, error);
    }
  };

  return {
    track(event, properties) {
      if (event === 'page_viewed') currentRoute = (properties as { route: string }).route;
      const safe = safeProperties(properties);
      guarded('capture', () =>
        posthog.capture(event === 'page_viewed' ? '$pageview' : event, safe),
      );
    },
    identify: (accountId) => guarded('identify', () => posthog.identify(accountId)),
    reset: () =>
      guarded(
        'reset',
        () => {
          if (posthog.get_property?.('$user_state') !== 'anonymous') posthog.reset();
        },
        false,
      ),
    stop() {
      try {
        // Reset first: posthog-js's reset also clears its stored opt-out, so it must come before.
        posthog.reset();
        posthog.opt_out_capturing();
      } catch (error) {
        logOnce('stop', 'stopping analytics failed.', error);
      }
    },
  };
}

function initialise(posthog: PostHogLike, settings: PostHogSettings, now: () => number) {
  pausedUntil = 0;
  const origin = globalThis.location?.origin ?? '';
  posthog.init(settings.key, {
    api_host: settings.host,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    rageclick: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    person_profiles: 'identified_only',
    persistence: 'localStorage',
    save_referrer: false,
    save_campaign_params: false,
    request_batching: false,
    disable_compression: true,
    opt_out_useragent_filter: settings.allowHeadless,
    before_send: (captured: Parameters<typeof scrubEvent>[0] | null) =>
      captured ? scrubEvent(captured, currentRoute, origin) : null,
    on_request_error: (response: { statusCode: number }) => {
      if (response.statusCode === 429) {
        pausedUntil = now() + RATE_LIMIT_PAUSE_MS;
        logOnce('rate-limited', 'the analytics service is busy, so events pause for 60 seconds.');
      } else {
        logOnce(
          `request-${response.statusCode}`,
          `an analytics request failed (${response.statusCode || 'network error'}).`,
        );
      }
    },
  });
}

/** Loads posthog-js (its own chunk, only after consent) and sets it up. */
export async function loadPosthogClient(settings: PostHogSettings): Promise<AnalyticsClient> {
  const { posthog } = await import('posthog-js/dist/module.slim.no-external');
  return createPosthogClient(posthog, settings);
}
