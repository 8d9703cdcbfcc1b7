/**
 * Which kept page stands in for an address when the network is gone. Every address is answered
 * by its language's shell (the empty page the app renders in the browser), kept under an address
 * the server answers with it. Plain data in, so the service worker and its tests share it.
 */
export type OfflineShells = {
  /** Language prefixes other than the default's ("/es"), each with its shell's address. */
  prefixed: Record<string, string>;
  /** The default language's shell's address. */
  fallback: string;
};

export function offlineShellFor(pathname: string, shells: OfflineShells): string {
  for (const [prefix, shell] of Object.entries(shells.prefixed))
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return shell;
  return shells.fallback;
}
