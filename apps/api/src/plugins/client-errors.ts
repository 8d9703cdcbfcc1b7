import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Problem } from '@pathwise/contract';

type ClientError = Error & { code?: string };

/** Node's HTTP parser's refusals, before there is a request for a route or a hook to see. */
function problemOf(error: ClientError): Problem {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        type: 'about:blank',
        title: 'The request headers are too large',
        status: 431,
        code: 'headers_too_large',
        detail:
          'The request headers are larger than Pathwise reads (16 KB in all). A sign-in token or a cookie may be too long.',
      };
    case 'HPE_INVALID_METHOD':
      return {
        type: 'about:blank',
        title: 'Unknown method',
        status: 501,
        code: 'method_not_implemented',
        detail: 'Pathwise answers GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS only.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        type: 'about:blank',
        title: 'The request took too long',
        status: 408,
        code: 'request_timeout',
        detail: 'The request did not arrive in time. Please try again.',
      };
    default:
      return {
        type: 'about:blank',
        title: 'The request is not valid',
        status: 400,
        code: 'bad_request',
        detail: 'The request could not be read as HTTP.',
      };
  }
}

/**
 * Fastify's `clientErrorHandler`: the parser's refusals leave as problem+json with the same security
 * headers as every other answer (`headers`), then the connection closes.
 */
export function clientErrorHandler(headers: () => Record<string, string>) {
  return (error: ClientError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const problem = problemOf(error);
      const body = JSON.stringify(problem);
      const lines = [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
        'Content-Type: application/problem+json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'Connection: close',
        ...Object.entries(headers()).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
