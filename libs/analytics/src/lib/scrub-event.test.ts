import { scrubEvent } from './scrub-event';

describe('scrubEvent', () => {
  it('replaces addresses and referrers with the route pattern', () => {
    const scrubbed = scrubEvent(
      {
        event: '$pageview',
        properties: {
          $current_url: 'https://pathwise.example/v2/pg-profile/u123?ref=mail',
          $pathname: '/v2/pg-profile/u123',
          $referrer: 'https://mail.example/inbox/42',
          $title: 'Sam’s profile',
          title: 'Sam’s profile · Pathwise',
          $session_entry_url: 'https://pathwise.example/v2/pg-explore?q=marine',
          $lib_custom_api_host: 'https://ph.example',
          ph_keyword: 'careers for shy people',
          $search_engine: 'google',
          utm_source: 'newsletter',
          gclid: 'abc',
          route: '/v2/pg-profile/:id',
          $browser: 'Chrome',
        },
        $set_once: { $initial_current_url: 'https://pathwise.example/?q=secret' },
      },
      '/v2/pg-profile/:id',
      'https://pathwise.example',
    );
    expect(scrubbed.properties).toEqual({
      $current_url: 'https://pathwise.example/v2/pg-profile/:id',
      $pathname: '/v2/pg-profile/:id',
      route: '/v2/pg-profile/:id',
      $browser: 'Chrome',
    });
    expect(scrubbed.$set_once).toEqual({});
  });
});
