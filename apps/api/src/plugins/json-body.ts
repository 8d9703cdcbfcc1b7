import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import { parse } from 'secure-json-parse';
import { DomainError } from '../domain/errors';

const FORBIDDEN_KEY = 'Object contains forbidden prototype property';

/**
 * JSON bodies read as Fastify reads them (keys that could change an object's prototype refused),
 * but a body refused for such a key is told so: it is valid JSON, and "not valid JSON" misleads.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      done(
        error instanceof SyntaxError && error.message === FORBIDDEN_KEY
          ? new DomainError('forbidden_key', {})
          : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
        undefined,
      );
    }
  });
}
