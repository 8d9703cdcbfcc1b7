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
import { PROBLEMS, SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
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
export const interestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async function interests(
  app,
  { db },
) {
  const tags = ['interests'];
  app.get(
    '/interests/items',
    {
      schema: {
        tags,
        querystring: interestDeckQuerySchema,
        response: { 200: interestDeckSchema, ...PROBLEMS },
      },
    },
    async (request) => deck(db, request.query.size, request.query.seed),
  );

  await app.register(async function own(plain) {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requireIdentity);

    scope.get(
      '/me/interests/answers',
      { schema: { tags, response: { 200: interestAnswersSchema, ...SIGNED_IN_PROBLEMS } } },
      async (request) => getRatings(db, caller(request).uid),
    );

    scope.put(
      '/me/interests/answers',
      {
        schema: {
          tags,
          body: interestAnswersUploadSchema,
          response: { 200: interestAnswersSchema, 422: problemSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      async (request) => saveRatings(db, caller(request).uid, request.body),
    );

    scope.delete(
      '/me/interests/answers',
      { schema: { tags, response: { 204: z.null(), ...SIGNED_IN_PROBLEMS } } },
      async (request, reply) => {
        await clearRatings(db, caller(request).uid);
        return reply.status(204).send(null);
      },
    );

    scope.post(
      '/me/interests/result',
      {
        schema: {
          tags,
          response: { 201: interestResultSchema, 422: problemSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      async (request, reply) => reply.status(201).send(await createResult(db, caller(request).uid)),
    );

    scope.get(
      '/me/interests/result',
      {
        // Nothing yet is not an error: a person without an interest result gets null.
        schema: { tags, response: { 200: latestInterestResultSchema, ...SIGNED_IN_PROBLEMS } },
      },
      async (request) => {
        const row = await latestResult(db, caller(request).uid);
        return row ? toResult(row) : null;
      },
    );
  });
};
