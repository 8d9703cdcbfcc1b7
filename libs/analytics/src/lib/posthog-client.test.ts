import { type PostHogLike, RATE_LIMIT_PAUSE_MS, createPosthogClient } from './posthog-client';
import { resetLogOnce } from './log-once';

const SETTINGS = { key: 'phc_testtesttest', host: 'http://127.0.0.1:4590', allowHeadless: false };

function fakePosthog() {
  const calls: unknown[][] = [];
  let options: Record<string, unknown> = {};
  const posthog: PostHogLike = {
    init: (key, given) => {
      options = given;
      calls.push(['init', key]);
    },
    capture: (event, properties) => calls.push(['capture', event, properties]),
    identify: (id) => calls.push(['identify', id]),
    reset: () => calls.push(['reset']),
    opt_out_capturing: () => calls.push(['opt_out']),
  };
  return { posthog, calls, options: () => options };
}

beforeEach(() => resetLogOnce());

describe('createPosthogClient', () => {
  it('sets PostHog up to send only what Pathwise sends', () => {
    const { posthog, options } = fakePosthog();
    createPosthogClient(posthog, SETTINGS);
    expect(options()).toMatchObject({
      api_host: SETTINGS.host,
      autocapture: false,
      capture_pageview: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
      person_profiles: 'identified_only',
    });
  });

  it('sends page views as PostHog page views, and scrubs addresses to the route', () => {
    const { posthog, calls, options } = fakePosthog();
    const client = createPosthogClient(posthog, SETTINGS);
    client.track('page_viewed', { route: '/v2/pg-profile/:id' });
    client.track('favourite_toggled', { code: '15-1252.00', saved: true, signedIn: false });
    expect(calls.slice(1)).toEqual([
      ['capture', '$pageview', { route: '/v2/pg-profile/:id' }],
      ['capture', 'favourite_toggled', { code: '15-1252.00', saved: true, signedIn: false }],
    ]);
    const beforeSend = options()['before_send'] as (e: unknown) => { properties: object };
    const sent = beforeSend({
      event: '$pageview',
      properties: { $current_url: 'http://localhost/v2/pg-profile/u1?x=1' },
    });
    expect(sent.properties).toEqual({
      $current_url: `${location.origin}/v2/pg-profile/:id`,
      $pathname: '/v2/pg-profile/:id',
    });
  });

  it('pauses for 60 seconds after a 429, saying so once', () => {
    let now = 1_000;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { posthog, calls, options } = fakePosthog();
    const client = createPosthogClient(posthog, SETTINGS, () => now);
    const onError = options()['on_request_error'] as (r: { statusCode: number }) => void;
    onError({ statusCode: 429 });
    onError({ statusCode: 429 });
    client.track('personality_report_shared', {});
    now += RATE_LIMIT_PAUSE_MS - 1;
    client.track('personality_report_shared', {});
    now += 1;
    client.track('personality_report_shared', {});
    expect(calls.filter(([kind]) => kind === 'capture')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('never lets a failing PostHog reach the app', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { posthog } = fakePosthog();
    posthog.capture = () => {
      throw new Error('blocked');
    };
    const client = createPosthogClient(posthog, SETTINGS);
    expect(() => client.track('personality_report_shared', {})).not.toThrow();
    expect(() => client.track('personality_report_shared', {})).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('forgets the visitor when consent is withdrawn', () => {
    const { posthog, calls } = fakePosthog();
    createPosthogClient(posthog, SETTINGS).stop!();
    expect(calls.slice(1)).toEqual([['reset'], ['opt_out']]);
  });

  it('switches an already started PostHog back on rather than starting it twice', () => {
    const { posthog, calls } = fakePosthog();
    posthog.__loaded = true;
    posthog.opt_in_capturing = () => calls.push(['opt_in']);
    createPosthogClient(posthog, SETTINGS);
    expect(calls).toEqual([['opt_in']]);
  });
});
