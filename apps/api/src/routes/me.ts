import { problemSchema, profilePatchSchema, profileSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { getOrCreateProfile, updateProfile } from '../repositories/profiles';

/** The caller's own profile. */
export const meRoutes = (db: Database): FastifyPluginAsyncZod =>
  async function me(app) {
    app.addHook('preHandler', app.requireIdentity);
    const errors = { 400: problemSchema, 401: problemSchema };

    app.get(
      '/api/me',
      { schema: { tags: ['me'], response: { 200: profileSchema, ...errors } } },
      async (request) => getOrCreateProfile(db, request.identity!.uid),
    );

    app.patch(
      '/api/me',
      {
        schema: {
          tags: ['me'],
          body: profilePatchSchema,
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => updateProfile(db, request.identity!.uid, request.body),
    );
  };
