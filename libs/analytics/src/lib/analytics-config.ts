import { logOnce } from './log-once';

export type AnalyticsConfig = {
  /** Product analytics: events go to this PostHog project. */
  posthog: { key: string; host: string; allowHeadless: boolean } | null;
  /** The web analytics tag (Google Analytics 4), by its measurement id. */
  measurementId: string | null;
};

export const NO_ANALYTICS: AnalyticsConfig = { posthog: null, measurementId: null };

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads analytics settings from the build environment. Anything missing or malformed turns that
 * part off (with one console line saying why) rather than breaking the app.
 */
export function readAnalyticsConfig(env: Env): AnalyticsConfig {
  const key = text(env, 'VITE_POSTHOG_KEY');
  const hostValue = text(env, 'VITE_POSTHOG_HOST') ?? 'https://us.i.posthog.com';
  const host = httpOrigin(hostValue);
  const measurementValue = text(env, 'VITE_GA_MEASUREMENT_ID');

  let posthog: AnalyticsConfig['posthog'] = null;
  if (key && !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
    logOnce('config-key', 'VITE_POSTHOG_KEY is not a project key, so product analytics is off.');
  } else if (key && !host) {
    logOnce(
      'config-host',
      'VITE_POSTHOG_HOST is not an http(s) address, so product analytics is off.',
    );
  } else if (key && host) {
    posthog = { key, host, allowHeadless: text(env, 'VITE_POSTHOG_ALLOW_HEADLESS') === 'true' };
  }

  let measurementId: string | null = null;
  if (measurementValue && /^G-[A-Z0-9]{4,20}$/.test(measurementValue))
    measurementId = measurementValue;
  else if (measurementValue) {
    logOnce(
      'config-ga',
      'VITE_GA_MEASUREMENT_ID is not a G-… measurement id, so the web analytics tag is off.',
    );
  }
  return { posthog, measurementId };
}

/** True when there is anything to ask consent for. */
export const analyticsConfigured = (config: AnalyticsConfig) =>
  config.posthog !== null || config.measurementId !== null;
