import { resolve } from 'node:path';
import { INTEREST_RESULTS_KEPT, REPORTS_KEPT } from '@pathwise/contract';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy';

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** The API's request limits by default. */
export const RATE_LIMITS = {
  /**
   * Requests a minute from one address that no sign-in vouches for (anonymous, refused, failing):
   * room for 60 visitors behind one school address at some 20 requests each in their busiest
   * minute. Signed-in people are counted on their own, at `perPerson` (docs/deploy.md, Limits).
   */
  perAddress: 1200,
  /** Requests a minute from one signed-in person, on any route. */
  perPerson: 300,
  /** Requests whose sign-in token fails verification, from one address in ten minutes. */
  failedTokensPerAddress: { max: 30, windowMs: 10 * 60_000 },
  /**
   * Career pages one address may have rendered in a minute that no one has read before (the rest
   * come from the render cache). A class opening careers together asks mostly the same pages; past
   * the limit a page is not refused but sent as the shell, which the browser renders from the API.
   */
  careerRendersPerAddress: { max: 120, windowMs: 60_000 },
  /** Data exports per person in an hour: each one reads everything stored about them. */
  exportsPerPerson: { max: 5, windowMs: 60 * 60_000 },
} as const;

/** Seconds a caller is asked to wait when a service the API needs (database, sign-in) is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Stored results kept per person: a new one beyond these deletes the oldest, so retaking a test is
 * never refused and history stays bounded. Shared reports are outside the count (`REPORTS_KEPT`).
 */
export const HISTORY_LIMITS = {
  personalityReports: REPORTS_KEPT.unshared,
  sharedReports: REPORTS_KEPT.shared,
  interestResults: INTEREST_RESULTS_KEPT,
} as const;

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A PostgreSQL server; without it the API keeps its data in an embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-pathwise'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  CORS_ORIGINS: list.default([]),
  /** The built web app to serve beside the API (one origin, one process). */
  WEB_DIR: z
    .string()
    .min(1)
    .transform((dir) => resolve(dir))
    .optional(),
  /**
   * Where the web app is public (https://pathwise.example), for the addresses its pages, sitemap and
   * robots.txt give; by default the address the server listens on.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((url) => /^https?:$/.test(new URL(url).protocol) && new URL(url).pathname === '/', {
      message: 'must be an http(s) origin without a path, such as https://pathwise.example',
    })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** The web build's analytics settings, read here too so the pages' CSP lets them through. */
  VITE_POSTHOG_KEY: z.string().optional(),
  VITE_POSTHOG_HOST: z.string().url().optional(),
  VITE_GA_MEASUREMENT_ID: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** API requests a minute from one address, and from one signed-in person (raised for load tests). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(RATE_LIMITS.perAddress),
  USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(RATE_LIMITS.perPerson),
  /** How many seconds after signing in a person may delete their account without signing in again. */
  RECENT_SIGN_IN_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  NODE_ENV: z.string().optional(),
  /** Proxies trusted to name the client, so per-address limits key on the client behind them. */
  TRUST_PROXY: trustProxySetting,
  /** A Redis server holding the rate limits, so they hold across API replicas; else per process. */
  REDIS_URL: z
    .string()
    .refine((url) => /^rediss?:\/\/./.test(url) && URL.canParse(url), {
      message: 'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
    })
    .optional(),
});

/** host:port on this machine only. */
const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|localhost|\[::1\]):\d{1,5}$/;

/**
 * The Auth emulator accepts unsigned tokens for any account, so the API trusts one only for a
 * `demo-` project (which no real sign-in can reach), on this machine, and never in production.
 */
function emulatorProblem(env: z.infer<typeof envSchema>): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) return null;
  if (env.NODE_ENV === 'production')
    return 'FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV is production: the emulator takes unsigned tokens, so a production API never uses it. Unset FIREBASE_AUTH_EMULATOR_HOST.';
  if (!env.FIREBASE_PROJECT_ID.startsWith('demo-'))
    return `FIREBASE_AUTH_EMULATOR_HOST is set for FIREBASE_PROJECT_ID "${env.FIREBASE_PROJECT_ID}": the emulator is trusted only for a demo- project. Unset FIREBASE_AUTH_EMULATOR_HOST, or use a demo- project id.`;
  if (!LOOPBACK_HOST.test(host))
    return `FIREBASE_AUTH_EMULATOR_HOST "${host}" is not on this machine: use 127.0.0.1:<port> or localhost:<port>.`;
  return null;
}

export type ApiConfig = z.infer<typeof envSchema>;

/** The API's settings from the environment; a bad value stops start-up with the variable's name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const emulator = emulatorProblem(parsed.data);
  if (emulator) throw new Error(`Invalid API configuration: ${emulator}`);
  return parsed.data;
}

const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

/** Where the web app's analytics may connect and load scripts from, given the same settings. */
export function analyticsOrigins(config: ApiConfig): { connect: string[]; script: string[] } {
  const connect: string[] = [];
  const script: string[] = [];
  if (config.VITE_POSTHOG_KEY?.trim()) {
    connect.push(new URL(config.VITE_POSTHOG_HOST ?? POSTHOG_DEFAULT_HOST).origin);
  }
  if (config.VITE_GA_MEASUREMENT_ID?.trim()) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  return { connect, script };
}
