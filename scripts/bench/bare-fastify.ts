/**
 * The baseline for `bench:api`: a bare Fastify route in a process of its own, answering what
 * /healthz answers, so the API's routes can be compared with the framework's own ceiling.
 *   tsx scripts/bench/bare-fastify.ts PORT
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4303);
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port });
process.send?.('ready');
