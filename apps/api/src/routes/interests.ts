import {
  latestInterestResultSchema,
  interestAnswersSchema,
  interestAnswersUploadSchema,
  interestDeckQuerySchema,
  interestDeckSchema,
  interestResultSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import {
  clearRatings,
  createResult,
  deck,
  getRatings,
  latestResult,
  saveRatings,
  toResult,
} from '../repositories/interests';

/** The interest inventory: its cards for everyone, ratings and results for signed-in people. */
export const interestRoutes = (db: Database): FastifyPluginAsyncZod =>
  async function interests(app) {
    const tags = ['interests'];
    app.get(
      '/api/interests/items',
      {
        schema: {
          tags,
          querystring: interestDeckQuerySchema,
          response: { 200: interestDeckSchema, 400: problemSchema, 503: problemSchema },
        },
      },
      async (request) => deck(db, request.query.size, request.query.seed),
    );

    await app.register(async function own(plain) {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addHook('onRequest', scope.requireIdentity);
      const errors = { 400: problemSchema, 401: problemSchema, 429: problemSchema };

      scope.get(
        '/api/me/interests/answers',
        { schema: { tags, response: { 200: interestAnswersSchema, ...errors } } },
        async (request) => getRatings(db, request.identity!.uid),
      );

      scope.put(
        '/api/me/interests/answers',
        {
          schema: {
            tags,
            body: interestAnswersUploadSchema,
            response: { 200: interestAnswersSchema, 422: problemSchema, ...errors },
          },
        },
        async (request) => saveRatings(db, request.identity!.uid, request.body),
      );

      scope.delete(
        '/api/me/interests/answers',
        { schema: { tags, response: { 204: z.null(), ...errors } } },
        async (request, reply) => {
          await clearRatings(db, request.identity!.uid);
          return reply.status(204).send(null);
        },
      );

      scope.post(
        '/api/me/interests/result',
        {
          schema: { tags, response: { 201: interestResultSchema, 422: problemSchema, ...errors } },
        },
        async (request, reply) =>
          reply.status(201).send(await createResult(db, request.identity!.uid)),
      );

      scope.get(
        '/api/me/interests/result',
        {
          // Nothing yet is not an error: a person without an interest result gets null.
          schema: { tags, response: { 200: latestInterestResultSchema, ...errors } },
        },
        async (request) => {
          const row = await latestResult(db, request.identity!.uid);
          return row ? toResult(row) : null;
        },
      );
    });
  };
