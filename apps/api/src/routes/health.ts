import { healthSchema, readinessSchema } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> =
  async function health(app, { ping }) {
    app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
      async (_request, reply) => {
        const up = await ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? ('ready' as const) : ('unavailable' as const),
          database: up ? ('up' as const) : ('down' as const),
        });
      },
    );
  };
