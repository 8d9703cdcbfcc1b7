import {
  careerDetailsSchema,
  careerPageSchema,
  careerParamsSchema,
  careerSearchQuerySchema,
  dataSourcesSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { ApiError } from '../plugins/problem';
import { catalogueFacts, dataSources, getCareer } from '../repositories/careers';
import { perRelease } from '../services/per-release';
import type { CareerSearch } from '../services/career-search';

/** The career catalogue: open to everyone. */
export const careerRoutes = (db: Database, search: CareerSearch): FastifyPluginAsyncZod =>
  async function careers(app) {
    const facts = perRelease(db, () => catalogueFacts(db));
    app.get(
      '/api/careers',
      {
        schema: {
          tags: ['careers'],
          querystring: careerSearchQuerySchema,
          response: { 200: careerPageSchema, 400: problemSchema },
        },
      },
      async (request) => search(request.query),
    );

    app.get(
      '/api/catalogue',
      {
        schema: {
          tags: ['careers'],
          summary: 'Which O*NET release and BLS tables the catalogue holds, for credits',
          response: { 200: dataSourcesSchema },
        },
      },
      async (_request, reply) => {
        // Changes only with an import: shared caches may keep it for a while.
        void reply.header('cache-control', 'public, max-age=300');
        return dataSources(db);
      },
    );

    app.get(
      '/api/careers/:code',
      {
        schema: {
          tags: ['careers'],
          params: careerParamsSchema,
          response: { 200: careerDetailsSchema, 400: problemSchema, 404: problemSchema },
        },
      },
      async (request) => {
        const shared = await facts();
        const career = shared && (await getCareer(db, request.params.code, shared));
        if (!career)
          throw new ApiError(
            404,
            'career_not_found',
            `There is no career with the code ${request.params.code}.`,
          );
        return career;
      },
    );
  };
