import { API_OPERATIONS, sharedProfileLookupSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { findSharedProfile } from '../services/profiles';

/** Other people's shared profiles, for signed-in callers. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async function sharedProfiles(
  app,
  { db },
) {
  app.addHook('onRequest', app.requireIdentity);
  app.get(
    API_OPERATIONS.getSharedProfile.path,
    {
      schema: {
        tags: ['profiles'],
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(128)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
        response: {
          200: sharedProfileLookupSchema,
          ...SIGNED_IN_PROBLEMS,
        },
      },
    },
    // The same answer (null) for unknown and private profiles: nothing reveals that an id exists.
    async (request) => findSharedProfile(db, request.params.id),
  );
};
