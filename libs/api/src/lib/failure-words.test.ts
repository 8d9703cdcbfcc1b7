import { i18n } from '@pathwise/i18n';
import { FAILURE_WORDS, problemDetail, readFailure } from './failure-words';

/** RTK Query's error for a problem+json answer. */
const answered = (status: number, code: string, detail?: string) => ({
  status,
  data: { type: 'about:blank', title: detail ?? code, status, code, detail },
});

describe('failure words in English', () => {
  it('are the contract’s, and the API’s own sentence as it came', () => {
    const failure = readFailure(answered(409, 'favourites_full', 'You have saved 50 careers.'));
    expect(failure).toMatchObject({ kind: 'server', status: 409, code: 'favourites_full' });
    expect(failure.words).toBe('Something went wrong on our side.');
    expect(failure.detail).toBe('You have saved 50 careers.');
    expect(readFailure({ status: 'FETCH_ERROR', error: 'offline' }).words).toBe(
      'This can happen when the connection drops for a moment.',
    );
    expect(FAILURE_WORDS.busy).toBe("Pathwise is busy right now; this isn't your connection.");
  });

  it('leave a problem without a sentence without one, for the page to word', () => {
    expect(readFailure(answered(422, 'invalid_answers')).detail).toBeUndefined();
    expect(readFailure({ status: 500, data: 'Internal Server Error' }).detail).toBeUndefined();
  });
});

describe('failure words in Spanish', () => {
  beforeAll(async () => {
    const { messages } = await import('../locales/es.po');
    i18n.load('es', messages);
  });
  beforeEach(() => i18n.activate('es'));
  afterEach(() => i18n.activate('en'));

  it('word the kind of failure in Spanish, read when used', () => {
    expect(FAILURE_WORDS.busy).toBe(
      'Pathwise tiene mucha demanda ahora mismo; el problema no es tu conexión.',
    );
    expect(readFailure(answered(503, 'busy', 'Pathwise is busy.')).words).toBe(FAILURE_WORDS.busy);
  });

  it('word a problem by its code, with the numbers from the API’s sentence', () => {
    expect(
      readFailure(
        answered(
          409,
          'favourites_full',
          'You have saved 50 careers, the most Pathwise keeps. Remove one to save another.',
        ),
      ).detail,
    ).toBe('Has guardado 50 carreras, el máximo que guarda Pathwise. Quita una para guardar otra.');
    expect(
      problemDetail({
        code: 'rate_limited',
        status: 429,
        detail:
          'You have made a lot of requests in a short time. Please wait 1 seconds and try again.',
      }),
    ).toBe('Has hecho muchas solicitudes en poco tiempo. Espera 1 segundo y vuelve a intentarlo.');
    expect(
      problemDetail({
        code: 'network_rate_limited',
        status: 429,
        detail:
          'Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait 42 seconds and try again.',
      }),
    ).toBe(
      'Pathwise ha recibido muchas solicitudes desde tu red en el último minuto (una escuela o una oficina comparten una). Espera 42 segundos y vuelve a intentarlo.',
    );
    expect(
      problemDetail({
        code: 'career_not_found',
        status: 404,
        detail: 'There is no career with the code 15-1252.00.',
      }),
    ).toBe('No hay ninguna carrera con el código 15-1252.00.');
  });

  it('word an unknown code, or one whose numbers can’t be read, by its status', () => {
    expect(problemDetail({ code: 'something_new', status: 403, detail: 'Nope.' })).toBe(
      'No tienes permiso para ver ni cambiar esto.',
    );
    expect(problemDetail({ code: 'incomplete_answers', status: 422, detail: 'Not all.' })).toBe(
      'No hemos podido usar parte de lo que se envió.',
    );
    expect(problemDetail({ code: 'constructor', status: 500, detail: 'Oops.' })).toBe(
      'Algo falló por nuestra parte.',
    );
  });
});
