import { isUnavailableShare } from './report-errors';

const problem = (status: number, code: string) => ({ status, data: { code, detail: '…' } });

describe('report errors', () => {
  it('treats unknown, revoked and malformed share links alike', () => {
    expect(isUnavailableShare(problem(404, 'report_not_found'))).toBe(true);
    expect(isUnavailableShare(problem(400, 'invalid_request'))).toBe(true);
    expect(isUnavailableShare(problem(500, 'internal_error'))).toBe(false);
  });
});
