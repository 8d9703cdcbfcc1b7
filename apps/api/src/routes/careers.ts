import {
  API_OPERATIONS,
  careerDetailsSchema,
  careerPageSchema,
  careerParamsSchema,
  careerSearchQuerySchema,
  dataSourcesSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { PROBLEMS } from '../plugins/problem-responses';
import { careerNotFound } from '../domain/errors';
import { PUBLIC_READ } from '../plugins/http-caching';
import { sendJson, sendSerialized } from '../plugins/serialized';
import { dataSources } from '../services/careers';
import type { CareerPages } from '../services/career-pages';
import type { CareerSearch } from '../services/career-search';

/** The career catalogue: open to everyone. */
export const careerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  search: CareerSearch;
  /** Every career's page, written once per import (see career-pages.ts). */
  pages: CareerPages;
}> = async function careers(app, { db, search, pages }) {
  app.get(
    API_OPERATIONS.searchCareers.path,
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['careers'],
        querystring: careerSearchQuerySchema,
        response: { 200: careerPageSchema, ...PROBLEMS },
      },
    },
    // The page comes written (see career-search.ts); the schema above documents it and the tests
    // hold it to that.
    async (request, reply) => sendJson(reply, await search(request.query, request.locale)),
  );

  app.get(
    API_OPERATIONS.getCatalogueSources.path,
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['careers'],
        summary: 'Which O*NET release and BLS tables the catalogue holds, for credits',
        response: { 200: dataSourcesSchema, ...PROBLEMS },
      },
    },
    async () => dataSources(db),
  );

  app.get(
    API_OPERATIONS.getCareer.path,
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['careers'],
        params: careerParamsSchema,
        response: { 200: careerDetailsSchema, 404: problemSchema, ...PROBLEMS },
      },
    },
    async (request, reply) => {
      // Every career's page is written once per import (see career-pages.ts).
      const page = (await pages(request.locale))?.get(request.params.code);
      if (!page) throw careerNotFound(request.params.code);
      if (page instanceof Error) throw page;
      return sendSerialized(reply, page);
    },
  );
};
