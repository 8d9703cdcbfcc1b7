import {
  coinsSchema,
  onboardingAnswersSchema,
  onboardingSchema,
  problemSchema,
  profilePatchSchema,
  profileSchema,
} from '@pathwise/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { type Accounts, caller } from '../plugins/identity';
import { getCoins } from '../repositories/coins';
import { getOnboarding, putOnboarding } from '../repositories/onboarding';
import { deleteProfile, getOrCreateProfile, updateProfile } from '../repositories/profiles';

/** The caller's own profile. */
export const meRoutes = (
  db: Database,
  deleteAccount: Accounts['deleteAccount'],
): FastifyPluginAsyncZod =>
  async function me(app) {
    app.addHook('onRequest', app.requireIdentity);
    const errors = { 400: problemSchema, 401: problemSchema, 503: problemSchema };

    app.get(
      '/api/me',
      { schema: { tags: ['me'], response: { 200: profileSchema, ...errors } } },
      async (request) => getOrCreateProfile(db, request.identity!.uid, request.identity!.name),
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

    app.delete(
      '/api/me',
      { schema: { tags: ['me'], response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const { uid } = caller(request);
        // The sign-in account first: if Firebase cannot be reached, nothing is lost and the
        // person can try again; a retry after it is gone still deletes the data.
        await deleteAccount(uid);
        await deleteProfile(db, uid);
        app.forgetAccount(uid);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/me/onboarding',
      { schema: { tags: ['onboarding'], response: { 200: onboardingSchema, ...errors } } },
      async (request) => getOnboarding(db, request.identity!.uid),
    );

    app.put(
      '/api/me/onboarding',
      {
        schema: {
          tags: ['onboarding'],
          body: onboardingAnswersSchema,
          response: { 200: onboardingSchema, ...errors },
        },
      },
      async (request) => putOnboarding(db, request.identity!.uid, request.body),
    );

    app.get(
      '/api/me/coins',
      { schema: { tags: ['coins'], response: { 200: coinsSchema, ...errors } } },
      async (request) => getCoins(db, request.identity!.uid),
    );
  };
