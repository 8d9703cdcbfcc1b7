import {
  problemSchema,
  suggestionsQuerySchema,
  suggestionsRequestSchema,
  suggestionsSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { sendJson } from '../plugins/serialized';
import { suggestionsFor, suggestionsForRatings } from '../repositories/suggestions';
import type { OccupationIndex } from '../services/occupation-index';

/**
 * Careers ranked with the reasons for each: for the signed-in person from their saved results, and
 * for anyone from the card ratings their browser holds (nothing of theirs is stored).
 */
export const suggestionRoutes = (db: Database, index: OccupationIndex): FastifyPluginAsyncZod =>
  async function suggestions(app) {
    app.post(
      '/api/suggestions',
      {
        schema: {
          tags: ['careers'],
          body: suggestionsRequestSchema,
          response: {
            200: suggestionsSchema,
            400: problemSchema,
            422: problemSchema,
            429: problemSchema,
          },
        },
      },
      // The lists come as their JSON (see repositories/suggestions.ts), written by the schema above.
      async (request, reply) =>
        sendJson(reply, await suggestionsForRatings(db, index, request.body)),
    );

    await app.register(async function own(plain) {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addHook('onRequest', scope.requireIdentity);
      scope.get(
        '/api/me/suggestions',
        {
          schema: {
            tags: ['careers'],
            querystring: suggestionsQuerySchema,
            response: {
              200: suggestionsSchema,
              400: problemSchema,
              401: problemSchema,
              429: problemSchema,
            },
          },
        },
        async (request, reply) =>
          sendJson(reply, await suggestionsFor(db, index, request.identity!.uid, request.query)),
      );
    });
  };
