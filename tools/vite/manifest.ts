import { relative, resolve } from 'node:path';
import { searchForWorkspaceRoot } from 'vite';

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

/** The build manifest with every key and import named from the workspace's root. */
export function fromWorkspace(manifest: Manifest, root: string): Manifest {
  const workspace = searchForWorkspaceRoot(root);
  const name = (key: string) => relative(workspace, resolve(root, key));
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [
      name(key),
      { ...chunk, imports: chunk.imports?.map(name) },
    ]),
  );
}

/**
 * The app's entry, and every other file its first render needs when it starts from `modules`
 * (named from the workspace's root): what a page preloads as the app starts.
 */
export function appFiles(manifest: Manifest, modules: readonly string[]) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const entry = `/${manifest[entryKey]!.file}`;
  const keys = importClosure(manifest, entryKey);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`No chunk for ${module} in the build manifest.`);
    importClosure(manifest, module, keys);
  }
  const files = new Set(
    [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
  );
  files.delete(entry);
  return { entry, preloads: [...files] };
}
