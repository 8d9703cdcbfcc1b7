import {
  DEFAULT_LOCALE,
  type Locale,
  acceptedLanguages,
  supportedLocale,
} from '@pathwise/i18n/locales';
import type { FastifyInstance } from 'fastify';
import type { Translations } from '../catalogue/translations';
import { localisePayload } from '../services/localise';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language, from Accept-Language (the web app sends its own). */
    locale: Locale;
  }
}

/**
 * Answers in the reader's language: each request's from its Accept-Language header, every JSON
 * response's catalogue words in it, and `Vary: Accept-Language` so no cache mixes languages.
 */
export function registerRequestLocale(app: FastifyInstance, translations: Translations) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale =
      supportedLocale(acceptedLanguages(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const tr = translations.for(request.locale);
    return tr ? localisePayload(payload, tr) : payload;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary))
      void reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
    return payload;
  });
}
