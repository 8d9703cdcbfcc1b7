import { readAnalyticsConfig } from './analytics-config';
import { resetLogOnce } from './log-once';

beforeEach(() => resetLogOnce());

describe('readAnalyticsConfig', () => {
  it('is off without a key or measurement id', () => {
    expect(readAnalyticsConfig({})).toEqual({ posthog: null, measurementId: null });
  });

  it('reads the PostHog project and host, keeping only the host’s origin', () => {
    expect(
      readAnalyticsConfig({
        VITE_POSTHOG_KEY: 'phc_abcdefghijklmnop',
        VITE_POSTHOG_HOST: 'http://127.0.0.1:4590/ingest',
        VITE_GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      }),
    ).toEqual({
      posthog: { key: 'phc_abcdefghijklmnop', host: 'http://127.0.0.1:4590', allowHeadless: false },
      measurementId: 'G-ABC123XYZ',
    });
  });

  it('turns a malformed part off and says so once, leaving the rest working', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = readAnalyticsConfig({
      VITE_POSTHOG_KEY: 'phc_abcdefghijklmnop',
      VITE_POSTHOG_HOST: 'javascript:alert(1)',
      VITE_GA_MEASUREMENT_ID: 'UA-12345-1',
    });
    readAnalyticsConfig({ VITE_POSTHOG_KEY: 'phc_abcdefghijklmnop', VITE_POSTHOG_HOST: 'ftp://x' });
    expect(config).toEqual({ posthog: null, measurementId: null });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
