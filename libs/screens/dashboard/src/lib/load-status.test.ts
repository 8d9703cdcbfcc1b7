import { loadStatus } from './load-status';

describe('loadStatus', () => {
  it('waits until the sign-in is confirmed', () => {
    expect(loadStatus({ signedIn: false, data: undefined, isError: false })).toBe('loading');
    expect(loadStatus({ signedIn: false, data: { id: 'r1' }, isError: false })).toBe('loading');
  });

  it('is ready with data, and loading before an answer', () => {
    expect(loadStatus({ signedIn: true, data: { id: 'r1' }, isError: false })).toBe('ready');
    expect(loadStatus({ signedIn: true, data: undefined, isError: false })).toBe('loading');
  });

  it('tells "nothing yet" (null) apart from a failure', () => {
    expect(loadStatus({ signedIn: true, data: null, isError: false })).toBe('none');
    expect(loadStatus({ signedIn: true, data: undefined, isError: true })).toBe('error');
  });
});
