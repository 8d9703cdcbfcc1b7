import { serverFieldErrors } from './server-field-errors';

const refused = (errors: unknown) => ({ status: 400, data: { code: 'invalid_request', errors } });

describe('serverFieldErrors', () => {
  it('finds the fields of this step the API refused', () => {
    expect(
      serverFieldErrors(
        refused([
          { path: 'body.country', message: 'Use a two-letter country code, such as GB or US.' },
          { path: 'body.workValues.3', message: 'Not valid.' },
          { path: 'body.country', message: 'A second complaint.' },
        ]),
        ['lifeStage', 'country'],
      ),
    ).toEqual([['country', 'Use a two-letter country code, such as GB or US.']]);
  });

  it('ignores errors without usable field details', () => {
    expect(serverFieldErrors(refused(undefined), ['country'])).toEqual([]);
    expect(serverFieldErrors(refused([null, { path: 3 }, 'x']), ['country'])).toEqual([]);
    expect(serverFieldErrors(new Error('offline'), ['country'])).toEqual([]);
    expect(serverFieldErrors(undefined, ['country'])).toEqual([]);
  });
});
