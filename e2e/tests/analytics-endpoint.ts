import { type IncomingMessage, type Server, createServer } from 'node:http';

export type Received = { method: string; path: string; body: string };
export type EndpointMode = 'ok' | 'rate-limited' | 'down';

/** Reads a request body whole. */
const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * A local HTTP endpoint standing in for the PostHog host: it records what the browser sends and
 * answers as told (accepting, 429, or dropping the connection as if the service were down).
 */
export async function startAnalyticsEndpoint(port: number) {
  const received: Received[] = [];
  let mode: EndpointMode = 'ok';
  const server: Server = createServer((request, response) => {
    if (mode === 'down') {
      // Noted, then dropped without an answer, as a service that is down would.
      received.push({ method: request.method ?? '', path: request.url ?? '', body: '' });
      request.socket.destroy();
      return;
    }
    const origin = request.headers.origin ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    void bodyOf(request).then((body) => {
      received.push({ method: request.method ?? '', path: request.url ?? '', body });
      if (mode === 'rate-limited') {
        response.writeHead(429, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'rate limited' }));
        return;
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    received,
    /** Names of the captured events, in the order they arrived. */
    events: () =>
      received
        .filter((request) => request.method === 'POST')
        .flatMap((request) => {
          try {
            // One event, a list of them, or `{ api_key, batch: [...] }`, as posthog-js sends them.
            const parsed = JSON.parse(request.body) as { batch?: unknown[] } | unknown[];
            const list = Array.isArray(parsed) ? parsed : (parsed.batch ?? [parsed]);
            return list as { event: string; properties: Record<string, unknown> }[];
          } catch {
            return [];
          }
        }),
    setMode: (next: EndpointMode) => void (mode = next),
    clear: () => void received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
