import {
  API_OPERATIONS,
  careerParamsSchema,
  problemSchema,
  putVerdictSchema,
  verdictSchema,
  verdictStatsSchema,
  verdictsSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { caller } from '../plugins/identity';
import { listVerdicts, removeVerdict, saveVerdict, verdictStats } from '../services/verdicts';
import type { OccupationIndex } from '../services/occupation-index';
import { PUBLIC_READ } from '../plugins/http-caching';
import { PROBLEMS, SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';

/** Answers to "Would you consider this?": a person's own, and the share of yes by fit band. */
export const verdictRoutes: FastifyPluginAsyncZod<{ db: Database; index: OccupationIndex }> =
  async function verdicts(app, { db, index }) {
    app.get(
      API_OPERATIONS.getVerdictStats.path,
      {
        config: PUBLIC_READ,
        schema: { tags: ['careers'], response: { 200: verdictStatsSchema, ...PROBLEMS } },
      },
      async () => verdictStats(db),
    );

    await app.register(async function own(plain) {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addHook('onRequest', scope.requireIdentity);
      scope.get(
        API_OPERATIONS.getVerdicts.path,
        { schema: { tags: ['careers'], response: { 200: verdictsSchema, ...SIGNED_IN_PROBLEMS } } },
        async (request) => listVerdicts(db, caller(request).uid),
      );
      scope.put(
        API_OPERATIONS.saveVerdict.path,
        {
          schema: {
            tags: ['careers'],
            params: careerParamsSchema,
            body: putVerdictSchema,
            response: { 200: verdictSchema, 404: problemSchema, ...SIGNED_IN_PROBLEMS },
          },
        },
        async (request) =>
          saveVerdict(db, index, caller(request).uid, request.params.code, request.body.verdict),
      );
      scope.delete(
        API_OPERATIONS.removeVerdict.path,
        {
          schema: {
            tags: ['careers'],
            params: careerParamsSchema,
            response: { 204: z.null(), ...SIGNED_IN_PROBLEMS },
          },
        },
        async (request, reply) => {
          await removeVerdict(db, caller(request).uid, request.params.code);
          return reply.status(204).send(null);
        },
      );
    });
  };
