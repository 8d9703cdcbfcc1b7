import {
  API_OPERATIONS,
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
  latestInterestResult,
  saveRatings,
} from '../services/interests';
import { PUBLIC_READ } from '../plugins/http-caching';

/** The interest inventory: its cards for everyone, ratings and results for signed-in people. */
export const interestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async function interests(
  app,
  { db },
) {
  const tags = ['interests'];
  app.get(
    API_OPERATIONS.getInterestDeck.path,
    {
      config: PUBLIC_READ,
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
      API_OPERATIONS.getInterestAnswers.path,
      { schema: { tags, response: { 200: interestAnswersSchema, ...SIGNED_IN_PROBLEMS } } },
      async (request) => getRatings(db, caller(request).uid),
    );

    scope.put(
      API_OPERATIONS.saveInterestAnswers.path,
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
      API_OPERATIONS.clearInterestAnswers.path,
      { schema: { tags, response: { 204: z.null(), ...SIGNED_IN_PROBLEMS } } },
      async (request, reply) => {
        await clearRatings(db, caller(request).uid);
        return reply.status(204).send(null);
      },
    );

    scope.post(
      API_OPERATIONS.createInterestResult.path,
      {
        schema: {
          tags,
          response: { 201: interestResultSchema, 422: problemSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      async (request, reply) => reply.status(201).send(await createResult(db, caller(request).uid)),
    );

    scope.get(
      API_OPERATIONS.getInterestResult.path,
      {
        // Nothing yet is not an error: a person without an interest result gets null.
        schema: { tags, response: { 200: latestInterestResultSchema, ...SIGNED_IN_PROBLEMS } },
      },
      async (request) => latestInterestResult(db, caller(request).uid),
    );
  });
};
