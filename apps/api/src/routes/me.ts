import {
  API_OPERATIONS,
  coinsSchema,
  onboardingAnswersSchema,
  onboardingSchema,
  profilePatchSchema,
  profileSchema,
} from '@pathwise/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import type { Accounts } from '../domain/identity';
import { caller } from '../plugins/identity';
import { getCoins } from '../services/coins';
import { getOnboarding, putOnboarding } from '../services/onboarding';
import { closeAccount, ownProfile, updateProfile } from '../services/profiles';

/** The caller's own profile. */
export const meRoutes: FastifyPluginAsyncZod<{
  db: Database;
  deleteAccount: Accounts['deleteAccount'];
  /** How recent a sign-in must be to delete the account. */
  recentSignInSeconds: number;
}> = async function me(app, { db, deleteAccount, recentSignInSeconds }) {
  app.addHook('onRequest', app.requireIdentity);

  app.get(
    API_OPERATIONS.getMe.path,
    { schema: { tags: ['me'], response: { 200: profileSchema, ...SIGNED_IN_PROBLEMS } } },
    async (request) => ownProfile(db, caller(request)),
  );

  app.patch(
    API_OPERATIONS.updateMe.path,
    {
      schema: {
        tags: ['me'],
        body: profilePatchSchema,
        response: { 200: profileSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request) => updateProfile(db, caller(request).uid, request.body),
  );

  app.delete(
    API_OPERATIONS.deleteMe.path,
    { schema: { tags: ['me'], response: { 204: z.null(), ...SIGNED_IN_PROBLEMS } } },
    async (request, reply) => {
      const identity = caller(request);
      await closeAccount(db, identity, { deleteAccount, recentSignInSeconds });
      // This process's verified tokens of the account go too (others ask the database each time).
      app.forgetAccount(identity.uid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API_OPERATIONS.getOnboarding.path,
    {
      schema: { tags: ['onboarding'], response: { 200: onboardingSchema, ...SIGNED_IN_PROBLEMS } },
    },
    async (request) => getOnboarding(db, caller(request).uid),
  );

  app.put(
    API_OPERATIONS.putOnboarding.path,
    {
      schema: {
        tags: ['onboarding'],
        body: onboardingAnswersSchema,
        response: { 200: onboardingSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request) => putOnboarding(db, caller(request).uid, request.body),
  );

  app.get(
    API_OPERATIONS.getCoins.path,
    { schema: { tags: ['coins'], response: { 200: coinsSchema, ...SIGNED_IN_PROBLEMS } } },
    async (request) => getCoins(db, caller(request).uid),
  );
};
