/** Vite's build manifest (`.vite/manifest.json`), as far as the prerender step and the bench read it. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A chunk's key and the keys of everything it imports statically: what must load before it runs. */
export function importClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}
