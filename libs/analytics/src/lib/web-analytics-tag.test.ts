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
    // The page's own address, referrer and title are replaced before anything else runs.
    expect(layer[0]).toEqual([
      'set',
      { page_location: `${location.origin}/`, page_referrer: '', page_title: '/' },
    ]);
    expect(layer[2]).toEqual([
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
    expect(layer.slice(3)).toEqual([
      [
        'set',
        {
          page_location: `${location.origin}/v2/pg-profile/:id`,
          page_referrer: '',
          page_title: '/v2/pg-profile/:id',
        },
      ],
      [
        'event',
        'page_view',
        { page_path: '/v2/pg-profile/:id', page_location: `${location.origin}/v2/pg-profile/:id` },
      ],
    ]);
  });

  it('turns itself off when consent is withdrawn, and on again without a second script', () => {
    const flags = window as unknown as Record<string, unknown>;
    loadWebAnalyticsTag('G-TEST1234').stop!();
    expect(flags['ga-disable-G-TEST1234']).toBe(true);
    loadWebAnalyticsTag('G-TEST1234');
    expect(flags['ga-disable-G-TEST1234']).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
