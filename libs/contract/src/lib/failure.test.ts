import { FAILURE_WORDS, failureKind } from './failure';

describe('why a request failed', () => {
  it('blames the connection only when no answer came', () => {
    expect(failureKind({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'offline',
    );
    expect(failureKind({ status: 'TIMEOUT_ERROR' })).toBe('offline');
    expect(failureKind({ status: 429, data: {} })).toBe('busy');
    expect(failureKind({ status: 503 })).toBe('busy');
    expect(failureKind({ status: 500 })).toBe('server');
    expect(failureKind({ status: 'PARSING_ERROR' })).toBe('server');
    expect(failureKind(undefined)).toBe('server');
    expect(failureKind('oops')).toBe('server');
  });

  it('never says "connection" for a busy service', () => {
    expect(FAILURE_WORDS.busy).toMatch(/isn't your connection/);
    expect(FAILURE_WORDS.server).not.toMatch(/connection/);
  });
});
