import { API_OPERATIONS, shareIdSchema, sharedReportPreviewSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { PROBLEMS } from '../plugins/problem-responses';
import { sharedReportPreview } from '../services/personality-reports';

/**
 * Open to anyone with a shared report's link, so the sign-in page can say who shared what. Unknown,
 * stopped and deleted shares all answer null; the answer is never kept by a cache, so stopping
 * sharing shows at once.
 */
export const sharedReportPreviewRoutes: FastifyPluginAsyncZod<{ db: Database }> =
  async function sharedReportPreviewRoute(app, { db }) {
    app.get(
      API_OPERATIONS.getSharedReportPreview.path,
      {
        schema: {
          tags: ['personality'],
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: sharedReportPreviewSchema, ...PROBLEMS },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return sharedReportPreview(db, request.params.shareId);
      },
    );
  };
