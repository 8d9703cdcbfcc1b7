import {
  API_OPERATIONS,
  problemSchema,
  suggestionsQuerySchema,
  suggestionsRequestSchema,
  suggestionsSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Translations } from '../catalogue/translations';
import type { Database } from '../db/database';
import { localisePayload } from '../services/localise';
import { PROBLEMS, SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
import { sendJson } from '../plugins/serialized';
import { suggestionsFor, suggestionsForRatings } from '../services/suggestions';
import type { OccupationIndex } from '../services/occupation-index';

/**
 * Careers ranked with the reasons for each: for the signed-in person from their saved results, and
 * for anyone from the card ratings their browser holds (nothing of theirs is stored).
 */
export const suggestionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  index: OccupationIndex;
  translations: Translations;
}> = async function suggestions(app, { db, index, translations }) {
  // Lists are written once in English (and kept); another language's words go in on the way out.
  const inLanguage = (json: string, locale: Parameters<Translations['for']>[0]) => {
    const tr = translations.for(locale);
    return tr ? JSON.stringify(localisePayload(JSON.parse(json), tr)) : json;
  };
  app.post(
    API_OPERATIONS.suggestCareers.path,
    {
      schema: {
        tags: ['careers'],
        body: suggestionsRequestSchema,
        response: {
          200: suggestionsSchema,
          422: problemSchema,
          ...PROBLEMS,
        },
      },
    },
    // The lists come as their JSON (see services/suggestions.ts), written by the schema above.
    async (request, reply) =>
      sendJson(
        reply,
        inLanguage(await suggestionsForRatings(db, index, request.body), request.locale),
      ),
  );

  await app.register(async function own(plain) {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requireIdentity);
    scope.get(
      API_OPERATIONS.getSuggestions.path,
      {
        schema: {
          tags: ['careers'],
          querystring: suggestionsQuerySchema,
          response: {
            200: suggestionsSchema,
            ...SIGNED_IN_PROBLEMS,
          },
        },
      },
      async (request, reply) =>
        sendJson(
          reply,
          inLanguage(
            await suggestionsFor(db, index, caller(request).uid, request.query),
            request.locale,
          ),
        ),
    );
  });
};
