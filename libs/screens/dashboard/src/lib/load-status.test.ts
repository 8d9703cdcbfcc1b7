import { isNothingYet, loadStatus } from './load-status';

const notFound = { status: 404, data: { code: 'no_report', detail: 'None yet.' } };
const serverError = { status: 500, data: { code: 'internal_error' } };

describe('loadStatus', () => {
  it('waits until the sign-in is confirmed', () => {
    expect(loadStatus({ signedIn: false, hasData: false, isError: false })).toBe('loading');
    expect(loadStatus({ signedIn: false, hasData: true, isError: false })).toBe('loading');
  });

  it('is ready with data, and loading before an answer', () => {
    expect(loadStatus({ signedIn: true, hasData: true, isError: false })).toBe('ready');
    expect(loadStatus({ signedIn: true, hasData: false, isError: false })).toBe('loading');
  });

  it('tells "nothing yet" apart from a failure', () => {
    const failed = { signedIn: true, hasData: false, isError: true };
    expect(loadStatus({ ...failed, error: notFound }, 'no_report')).toBe('none');
    expect(loadStatus({ ...failed, error: notFound }, 'no_result')).toBe('error');
    expect(loadStatus({ ...failed, error: notFound })).toBe('error');
    expect(loadStatus({ ...failed, error: serverError }, 'no_report')).toBe('error');
  });
});

describe('isNothingYet', () => {
  it('reads errors without trusting their shape', () => {
    expect(isNothingYet(notFound, 'no_report')).toBe(true);
    expect(isNothingYet(null, 'no_report')).toBe(false);
    expect(isNothingYet({ status: 404 }, 'no_report')).toBe(false);
    expect(isNothingYet('404', 'no_report')).toBe(false);
  });
});
