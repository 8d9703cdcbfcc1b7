import { FAILURE_WORDS, failureKind, readFailure } from './failure';

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

describe('reading a failed request', () => {
  const problem = (status: number, code: string) => ({ status, data: { code, detail: '…' } });

  it('reads the problem code when there is one', () => {
    expect(readFailure(problem(404, 'no_report')).code).toBe('no_report');
    expect(readFailure({ status: 500, data: 'oops' }).code).toBeUndefined();
    const mismatch = { status: 409, data: { code: 'test_version_mismatch', detail: '…' } };
    expect(readFailure(mismatch).code).toBe('test_version_mismatch');
    expect(readFailure({ status: 'FETCH_ERROR', error: 'x' }).code).toBeUndefined();
    expect(readFailure(null).code).toBeUndefined();
  });

  it('reads a problem+json body and a serialized error alike', () => {
    const body = { type: 'about:blank', title: 'Not found', status: 404, code: 'career_not_found' };
    expect(readFailure({ ...body, detail: ' No such career. ' })).toMatchObject({
      status: 404,
      code: 'career_not_found',
      detail: 'No such career.',
      kind: 'server',
    });
    expect(readFailure({ name: 'Error', message: 'boom' })).toMatchObject({
      status: null,
      code: undefined,
      words: FAILURE_WORDS.server,
    });
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, true],
    [{ status: 503, data: {} }, true],
    [{ status: 429, data: {} }, true],
    [{ status: 409, data: { code: 'test_version_mismatch' } }, false],
    [{ status: 422, data: { code: 'invalid_answers' } }, false],
    [{ status: 401, data: {} }, false],
    [new Error('boom'), false],
  ])('retries %j: %s', (error, expected) => {
    expect(readFailure(error).retryable).toBe(expected);
  });
});
