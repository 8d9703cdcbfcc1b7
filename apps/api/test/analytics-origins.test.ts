import { analyticsOrigins, readConfig } from '../src/config';
import { webContentSecurityPolicy } from '../src/web/content-security-policy';

describe('analytics in the pages’ CSP', () => {
  it('adds nothing when the web build has no analytics', () => {
    expect(analyticsOrigins(readConfig({}))).toEqual({ connect: [], script: [] });
  });

  it('lets the pages reach the configured PostHog host, and only its origin', () => {
    const config = readConfig({
      VITE_POSTHOG_KEY: 'phc_testtesttest',
      VITE_POSTHOG_HOST: 'http://127.0.0.1:4590/ingest',
    });
    expect(analyticsOrigins(config)).toEqual({ connect: ['http://127.0.0.1:4590'], script: [] });
    expect(analyticsOrigins(readConfig({ VITE_POSTHOG_KEY: 'phc_x' })).connect).toEqual([
      'https://us.i.posthog.com',
    ]);
  });

  it('lets the web analytics tag load and report when a measurement id is set', () => {
    const origins = analyticsOrigins(readConfig({ VITE_GA_MEASUREMENT_ID: 'G-TEST1234' }));
    const csp = webContentSecurityPolicy(['<html></html>'], {
      dir: '.',
      connectOrigins: origins.connect,
      scriptOrigins: origins.script,
    });
    expect(csp.scriptSrc).toContain('https://www.googletagmanager.com');
    expect(csp.connectSrc).toContain('https://*.google-analytics.com');
  });

  it('refuses a PostHog host that isn’t an address, naming it', () => {
    expect(() => readConfig({ VITE_POSTHOG_HOST: 'posthog' })).toThrow(/VITE_POSTHOG_HOST/);
  });
});
