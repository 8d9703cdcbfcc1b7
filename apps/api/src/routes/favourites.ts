import {
  API_OPERATIONS,
  careerParamsSchema,
  favouriteSchema,
  favouritesSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
import { listFavourites, removeFavourite, saveFavourite } from '../services/favourites';

/** The careers a person saved. */
export const favouriteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async function favourites(
  app,
  { db },
) {
  app.addHook('onRequest', app.requireIdentity);

  app.get(
    API_OPERATIONS.getFavourites.path,
    {
      schema: { tags: ['favourites'], response: { 200: favouritesSchema, ...SIGNED_IN_PROBLEMS } },
    },
    async (request) => listFavourites(db, caller(request).uid),
  );

  app.put(
    API_OPERATIONS.saveFavourite.path,
    {
      schema: {
        tags: ['favourites'],
        params: careerParamsSchema,
        response: {
          200: favouriteSchema,
          201: favouriteSchema,
          404: problemSchema,
          409: problemSchema,
          ...SIGNED_IN_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await saveFavourite(
        db,
        caller(request).uid,
        request.params.code,
      );
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.delete(
    API_OPERATIONS.removeFavourite.path,
    {
      schema: {
        tags: ['favourites'],
        params: careerParamsSchema,
        response: { 204: z.null(), ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request, reply) => {
      await removeFavourite(db, caller(request).uid, request.params.code);
      return reply.status(204).send(null);
    },
  );
};
