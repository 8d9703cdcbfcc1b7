import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiUrl } from '@pathwise/contract';

export type SecurityHeadersOptions = HelmetOptions & {
  /** Addresses of scripts, styles and images: they get only the headers that apply to them. */
  subresources?: RegExp;
  /**
   * The policy for API answers (under /api/) when the options' policy is the web app's: JSON
   * loads nothing, and the pages' policy, with its script hashes, was 3 KB on every answer.
   */
  apiPolicy?: HelmetOptions['contentSecurityPolicy'];
};

/** The policy for answers that are never pages: nothing may load, and nobody may frame them. */
export const ANSWER_POLICY: HelmetOptions['contentSecurityPolicy'] = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/**
 * Document-only headers (the policy, framing, the opener and the rest): a script or a stylesheet
 * ignores them, and on a page's thirty small scripts they were most of what was sent.
 */
const DOCUMENT_ONLY: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Browser features Pathwise pages never use are off, for them and anything they embed. The
 * microphone stays for the page itself: the audio questions can be answered aloud.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Framing refused in both the old header and the policy's `frame-ancestors 'none'`, so the two
 * agree (Helmet's default X-Frame-Options is SAMEORIGIN).
 */
const NEVER_FRAMED: HelmetOptions = { xFrameOptions: { action: 'deny' } };

/** Every header Helmet sets for a document with these options, for answers written by hand. */
export function documentHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = { 'Permissions-Policy': PERMISSIONS_POLICY };
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  helmet({ ...options, ...NEVER_FRAMED } as HelmetOptions)(
    {} as never,
    collect as never,
    () => undefined,
  );
  return headers;
}

/**
 * Helmet's security headers (Content-Security-Policy and the rest) on every response, with Helmet's
 * middleware built once, as the app starts. @fastify/helmet built it again for every request,
 * parsing the whole policy each time: about a fifth of the time a small API response took.
 * Subresources keep nosniff, Cross-Origin-Resource-Policy and HSTS.
 */
async function securityHeaders(
  app: FastifyInstance,
  { subresources, apiPolicy, ...options }: SecurityHeadersOptions,
) {
  const documents = helmet({ ...options, ...NEVER_FRAMED } as HelmetOptions);
  const answers = apiPolicy
    ? helmet({ ...options, ...NEVER_FRAMED, contentSecurityPolicy: apiPolicy } as HelmetOptions)
    : documents;
  const files = helmet({ ...options, ...DOCUMENT_ONLY } as HelmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    const subresource = subresources?.test(request.url) ?? false;
    if (!subresource) reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const apply = subresource ? files : isApiUrl(request.url) ? answers : documents;
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

// For the whole app, not only routes registered inside the plugin (what fastify-plugin marks).
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });

export default securityHeaders;
