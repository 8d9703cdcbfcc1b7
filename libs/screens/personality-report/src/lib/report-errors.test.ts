import { errorCode, isNoReport, isUnavailableShare } from './report-errors';

const problem = (status: number, code: string) => ({ status, data: { code, detail: '…' } });

describe('report errors', () => {
  it('tells "no report yet" from other failures', () => {
    expect(isNoReport(problem(404, 'no_report'))).toBe(true);
    expect(isNoReport(problem(404, 'not_found'))).toBe(false);
    expect(isNoReport(problem(500, 'internal_error'))).toBe(false);
    expect(isNoReport({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(isNoReport(undefined)).toBe(false);
  });

  it('treats unknown, revoked and malformed share links alike', () => {
    expect(isUnavailableShare(problem(404, 'report_not_found'))).toBe(true);
    expect(isUnavailableShare(problem(400, 'invalid_request'))).toBe(true);
    expect(isUnavailableShare(problem(500, 'internal_error'))).toBe(false);
  });

  it('reads the problem code when there is one', () => {
    expect(errorCode(problem(404, 'no_report'))).toBe('no_report');
    expect(errorCode({ status: 500, data: 'oops' })).toBeUndefined();
  });
});
