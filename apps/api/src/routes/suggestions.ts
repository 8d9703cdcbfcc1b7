import { problemSchema, suggestionsQuerySchema, suggestionsSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { suggestionsFor } from '../repositories/suggestions';
import type { OccupationIndex } from '../services/occupation-index';

/** Careers ranked for the signed-in person, with the reasons for each. */
export const suggestionRoutes = (db: Database, index: OccupationIndex): FastifyPluginAsyncZod =>
  async function suggestions(app) {
    app.addHook('onRequest', app.requireIdentity);
    app.get(
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
      async (request) => suggestionsFor(db, index, request.identity!.uid, request.query),
    );
  };
