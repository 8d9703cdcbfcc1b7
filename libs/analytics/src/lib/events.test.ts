import type { AnalyticsClient, AnalyticsEvents, EventValue } from './events';

type AllKeys = { [E in keyof AnalyticsEvents]: keyof AnalyticsEvents[E] }[keyof AnalyticsEvents];
type AllValues = {
  [E in keyof AnalyticsEvents]: AnalyticsEvents[E][keyof AnalyticsEvents[E]];
}[keyof AnalyticsEvents];

describe('the event catalogue', () => {
  it('takes only listed events with exactly their properties (checked by the compiler)', () => {
    const sent: unknown[] = [];
    const client: AnalyticsClient = {
      track: (event, properties) => sent.push([event, properties]),
    };
    client.track('favourite_toggled', { code: '15-1252.00', saved: true, signedIn: false });
    // @ts-expect-error: an event that isn't in the catalogue
    client.track('button_clicked', {});
    client.track('explorer_searched', {
      hasQuery: true,
      area: false,
      jobZones: 0,
      results: 3,
      // @ts-expect-error: what someone typed is never a property
      query: 'marine biologist',
    });
    // @ts-expect-error: a required property is missing
    client.track('page_viewed', {});
    expect(sent).toHaveLength(4);
  });

  it('has only flat values, and no property for names, emails, answers or free text', () => {
    expectTypeOf<AllValues>().toExtend<EventValue>();
    expectTypeOf<
      Extract<AllKeys, 'name' | 'email' | 'displayName' | 'answers' | 'answer' | 'text' | 'query'>
    >().toBeNever();
  });
});
