import { loadWebAnalyticsTag } from './web-analytics-tag';

type TagWindow = Window & { dataLayer?: IArguments[] };

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as TagWindow).dataLayer;
});

describe('loadWebAnalyticsTag', () => {
  it('adds the tag for the measurement id, without its automatic page view or ad features', () => {
    loadWebAnalyticsTag('G-TEST1234');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const layer = ((window as TagWindow).dataLayer ?? []).map((args) => Array.from(args));
    expect(layer[1]).toEqual([
      'config',
      'G-TEST1234',
      {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ]);
  });

  it('sends page views by route pattern, and nothing else', () => {
    const tag = loadWebAnalyticsTag('G-TEST1234');
    tag.track('page_viewed', { route: '/v2/pg-profile/:id' });
    tag.track('personality_report_shared', {});
    const layer = ((window as TagWindow).dataLayer ?? []).map((args) => Array.from(args));
    expect(layer.slice(2)).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/v2/pg-profile/:id', page_location: `${location.origin}/v2/pg-profile/:id` },
      ],
    ]);
  });

  it('turns itself off when consent is withdrawn', () => {
    loadWebAnalyticsTag('G-TEST1234').stop!();
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).toBe(true);
  });
});
