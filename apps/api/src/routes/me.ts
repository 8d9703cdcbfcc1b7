import {
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
import { recentSignInRequired } from '../domain/errors';
import { caller } from '../plugins/identity';
import { getCoins } from '../repositories/coins';
import { getOnboarding, putOnboarding } from '../repositories/onboarding';
import { deleteProfile, getOrCreateProfile, updateProfile } from '../repositories/profiles';

/** The caller's own profile. */
export const meRoutes: FastifyPluginAsyncZod<{
  db: Database;
  deleteAccount: Accounts['deleteAccount'];
  /** How recent a sign-in must be to delete the account. */
  recentSignInSeconds: number;
}> = async function me(app, { db, deleteAccount, recentSignInSeconds }) {
  app.addHook('onRequest', app.requireIdentity);

  app.get(
    '/me',
    { schema: { tags: ['me'], response: { 200: profileSchema, ...SIGNED_IN_PROBLEMS } } },
    async (request) => getOrCreateProfile(db, caller(request).uid, caller(request).name),
  );

  app.patch(
    '/me',
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
    '/me',
    { schema: { tags: ['me'], response: { 204: z.null(), ...SIGNED_IN_PROBLEMS } } },
    async (request, reply) => {
      const { uid, signedInAt } = caller(request);
      // Someone who finds a signed-in browser (a shared computer, a lost phone) can't delete the
      // account: the person proves who they are again first, as Firebase asks for its own deletion.
      if (signedInAt === undefined || Date.now() - signedInAt > recentSignInSeconds * 1000)
        throw recentSignInRequired();
      // The sign-in account first: if Firebase cannot be reached, nothing is lost and the
      // person can try again; a retry after it is gone still deletes the data.
      await deleteAccount(uid);
      await deleteProfile(db, uid);
      app.forgetAccount(uid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/onboarding',
    {
      schema: { tags: ['onboarding'], response: { 200: onboardingSchema, ...SIGNED_IN_PROBLEMS } },
    },
    async (request) => getOnboarding(db, caller(request).uid),
  );

  app.put(
    '/me/onboarding',
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
    '/me/coins',
    { schema: { tags: ['coins'], response: { 200: coinsSchema, ...SIGNED_IN_PROBLEMS } } },
    async (request) => getCoins(db, caller(request).uid),
  );
};
