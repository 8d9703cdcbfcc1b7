import { API_OPERATIONS, dataExportSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
import { RATE_LIMITS } from '../config';
import { perPersonLimit } from '../plugins/rate-limits';
import { exportData } from '../services/export';

/** A copy of everything Pathwise stores about the caller, as a file to keep. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async function dataExport(
  app,
  { db },
) {
  app.addHook('onRequest', app.requireIdentity);
  // Each export reads everything stored about the person: a few an hour, apart from other calls.
  app.addHook('onRequest', perPersonLimit(app, 'export', RATE_LIMITS.exportsPerPerson));
  app.get(
    API_OPERATIONS.exportMyData.path,
    {
      schema: {
        tags: ['me'],
        response: { 200: dataExportSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request, reply) => {
      const data = await exportData(db, caller(request).uid);
      // Saved as a file (requireIdentity keeps it out of every cache).
      void reply.header('content-disposition', 'attachment; filename="pathwise-data.json"');
      return data;
    },
  );
};
