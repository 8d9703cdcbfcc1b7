import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsClient } from './events';
import { logOnce } from './log-once';
import { loadPosthogClient } from './posthog-client';
import { loadWebAnalyticsTag } from './web-analytics-tag';

export type ClientLoaders = {
  posthog: (settings: NonNullable<AnalyticsConfig['posthog']>) => Promise<AnalyticsClient>;
  webTag: (measurementId: string) => AnalyticsClient;
};

/** The real services: PostHog (itself loaded lazily) and the web analytics tag. */
export const DEFAULT_LOADERS: ClientLoaders = {
  posthog: loadPosthogClient,
  webTag: loadWebAnalyticsTag,
};

/** Sends each call to every client; one failing never stops the others. */
export function fanOut(clients: AnalyticsClient[]): Required<AnalyticsClient> {
  const each = (what: string, call: (client: AnalyticsClient) => void) => {
    for (const client of clients) {
      try {
        call(client);
      } catch (error) {
        logOnce(`fan-${what}`, `${what} failed.`, error);
      }
    }
  };
  return {
    track: (event, properties) => each('track', (c) => c.track(event, properties)),
    identify: (id) => each('identify', (c) => c.identify?.(id)),
    reset: () => each('reset', (c) => c.reset?.()),
    stop: () => each('stop', (c) => c.stop?.()),
  };
}

/**
 * Starts whatever the config names. A blocked or failing part is logged once and left out; the
 * rest still works.
 */
export async function loadClients(
  config: AnalyticsConfig,
  loaders: ClientLoaders,
): Promise<Required<AnalyticsClient>> {
  const clients: AnalyticsClient[] = [];
  if (config.measurementId) {
    try {
      clients.push(loaders.webTag(config.measurementId));
    } catch (error) {
      logOnce('tag-start', 'the web analytics tag could not start.', error);
    }
  }
  if (config.posthog) {
    try {
      clients.push(await loaders.posthog(config.posthog));
    } catch (error) {
      logOnce('posthog-load', 'product analytics could not load (blocked or offline).', error);
    }
  }
  return fanOut(clients);
}
