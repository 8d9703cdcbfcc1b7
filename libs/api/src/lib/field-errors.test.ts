import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { problemFieldErrors } from './field-errors';

const refused = (errors: unknown) => ({ status: 400, data: { code: 'invalid_request', errors } });
const COUNTRY = 'Use a two-letter country code, such as GB or US.';

describe('problemFieldErrors', () => {
  it('finds the fields asked about that the API refused, first complaint each', () => {
    expect(
      problemFieldErrors(
        refused([
          { path: 'body.country', message: COUNTRY },
          { path: 'body.workValues.3', message: 'Not valid.' },
          { path: 'body.country', message: 'A second complaint.' },
        ]),
        ['lifeStage', 'country'],
      ),
    ).toEqual([['country', COUNTRY]]);
    expect(
      problemFieldErrors(refused([{ path: 'body.workValues.3', message: 'Not valid.' }]), [
        'workValues',
      ]),
    ).toEqual([['workValues', 'Not valid.']]);
  });

  it('ignores errors without usable field details', () => {
    expect(problemFieldErrors(refused(undefined), ['country'])).toEqual([]);
    expect(problemFieldErrors(refused([null, { path: 3 }, 'x']), ['country'])).toEqual([]);
    expect(problemFieldErrors(new Error('offline'), ['country'])).toEqual([]);
    expect(problemFieldErrors(undefined, ['country'])).toEqual([]);
  });

  describe('on a Spanish page', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('asks in Spanish to check the answer rather than showing the API’s English', () => {
      expect(
        problemFieldErrors(refused([{ path: 'body.country', message: COUNTRY }]), ['country']),
      ).toEqual([
        [
          'country',
          'Pathwise no pudo guardar esta respuesta tal como está. Revísala e inténtalo de nuevo.',
        ],
      ]);
    });
  });
});
