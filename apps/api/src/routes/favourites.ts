import {
  careerParamsSchema,
  favouriteSchema,
  favouritesSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { listFavourites, removeFavourite, saveFavourite } from '../repositories/favourites';

/** The careers a person saved. */
export const favouriteRoutes = (db: Database): FastifyPluginAsyncZod =>
  async function favourites(app) {
    app.addHook('onRequest', app.requireIdentity);
    const errors = { 400: problemSchema, 401: problemSchema, 429: problemSchema };

    app.get(
      '/api/me/favourites',
      { schema: { tags: ['favourites'], response: { 200: favouritesSchema, ...errors } } },
      async (request) => listFavourites(db, request.identity!.uid),
    );

    app.put(
      '/api/me/favourites/:code',
      {
        schema: {
          tags: ['favourites'],
          params: careerParamsSchema,
          response: {
            200: favouriteSchema,
            201: favouriteSchema,
            404: problemSchema,
            409: problemSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { favourite, created } = await saveFavourite(
          db,
          request.identity!.uid,
          request.params.code,
        );
        return reply.status(created ? 201 : 200).send(favourite);
      },
    );

    app.delete(
      '/api/me/favourites/:code',
      {
        schema: {
          tags: ['favourites'],
          params: careerParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeFavourite(db, request.identity!.uid, request.params.code);
        return reply.status(204).send(null);
      },
    );
  };
