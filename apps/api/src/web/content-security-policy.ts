import { createHash } from 'node:crypto';
import type { WebOptions } from './register-web';

/** Hashes of the inline scripts in the pages, so the CSP allows exactly those and nothing else. */
export function inlineScriptHashes(pages: string[]): string[] {
  const bodies = pages.flatMap((html) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!),
  );
  return [...new Set(bodies)].map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The Content-Security-Policy for the web app: its own origin plus what sign-in needs. */
export function webContentSecurityPolicy(pages: string[], options: WebOptions) {
  const emulator = options.authEmulatorHost ? [`http://${options.authEmulatorHost}`] : [];
  const firebase = ['https://*.firebaseapp.com', 'https://*.web.app'];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      ...inlineScriptHashes(pages),
      'https://apis.google.com',
      ...(options.scriptOrigins ?? []),
    ],
    scriptSrcAttr: ["'none'"],
    // Radix positions popovers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...emulator,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      ...(options.connectOrigins ?? []),
    ],
    frameSrc: ["'self'", ...emulator, ...firebase, 'https://accounts.google.com'],
    // Plain http stays plain on loopback, where the emulator runs.
    upgradeInsecureRequests: null,
  };
}
