import { loadErrorMessage, saveErrorMessage } from './save-error';

const problem = (status: number, detail?: string) => ({
  status,
  data: { type: 'about:blank', title: 'x', status, code: 'x', ...(detail ? { detail } : {}) },
});

describe('saveErrorMessage', () => {
  it('passes on what the API said about refused answers', () => {
    expect(saveErrorMessage(problem(400, 'Some fields are not valid.'))).toBe(
      "We couldn't save these answers: Some fields are not valid. Please check them and try again.",
    );
  });

  it('says the answers are still there when the server fails', () => {
    expect(saveErrorMessage(problem(500))).toMatch(/still here: please try again/);
    expect(saveErrorMessage(problem(503, 'Down for maintenance'))).toMatch(/try again in a moment/);
  });

  it('points at the connection when the API could not be reached', () => {
    expect(saveErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/connection/);
  });

  it('asks for a new sign-in when the session has ended', () => {
    expect(saveErrorMessage(problem(401))).toMatch(/sign in again/);
  });

  it('copes with errors of any shape', () => {
    expect(saveErrorMessage(undefined)).toMatch(/couldn't save your answers/);
    expect(saveErrorMessage({ status: 400, data: 'nope' })).toBe(
      "We couldn't save these answers. Please check them and try again.",
    );
  });
});

describe('loadErrorMessage', () => {
  it('tells a lost connection from a failing server', () => {
    expect(loadErrorMessage({ status: 'FETCH_ERROR' })).toMatch(/connection/);
    expect(loadErrorMessage(problem(500))).toMatch(/couldn't load your saved answers/);
  });
});
