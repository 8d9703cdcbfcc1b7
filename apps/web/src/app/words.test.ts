import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { LAYOUT_WORDS, LAZY_WORDS, type LazyPart, catalogueFiles } from './words';

/**
 * Which libraries' words each part of the app can show, read from the code: the files a part
 * reaches through its imports (static and lazy; through a library's index only the files that
 * give the names imported), and the libraries of those that word something with Lingui's macros.
 */
const root = resolve(import.meta.dirname, '../../../..');

const packages = new Map<string, { dir: string; exports: Record<string, string> }>();
for (const base of ['libs', 'libs/screens'])
  for (const dir of readdirSync(join(root, base))) {
    const file = join(root, base, dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    packages.set(manifest.name, { dir: join(base, dir), exports: manifest.exports ?? {} });
  }

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const base = resolve(dirname(from), specifier);
    return (
      [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(isFile) ??
      null
    );
  }
  const [, name, subpath] = specifier.match(/^(@pathwise\/[^/]+)(\/.*)?$/) ?? [];
  const found = name ? packages.get(name) : undefined;
  const entry = found?.exports[`.${subpath ?? ''}`];
  return found && typeof entry === 'string' ? resolve(root, found.dir, entry) : null;
}

type Link = {
  export: boolean;
  target: string;
  names: { imported: string; local: string }[] | null;
};
type Parsed = { links: Link[]; words: boolean; own: Set<string> };

// `import … from`, `export … from`, `import('…')` and `import '…'`; type-only ones are skipped.
const STATEMENT =
  /\b(import|export)\s+(type\s+)?([\w*{][^;'"]*?)\s+from\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;
const parsed = new Map<string, Parsed>();

function parse(file: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const links: Link[] = [];
  for (const [, kind, typeOnly, clause, from, lazy, bare] of source.matchAll(STATEMENT)) {
    if (typeOnly) continue;
    const target = resolveImport(file, (from ?? lazy ?? bare)!);
    if (!target || !/\.tsx?$/.test(target)) continue;
    // Named imports ({ a, b as c }) can be followed through an index; anything else takes all.
    const list =
      clause && !clause.includes('*') && /^\s*\{/.test(clause) && clause.match(/\{([^}]*)\}/);
    const names = list
      ? list[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => {
            const [imported, local] = name.split(/\s+as\s+/);
            return { imported: imported!.trim(), local: (local ?? imported!).trim() };
          })
      : null;
    if (names && !names.length) continue;
    links.push({ export: Boolean(from) && kind === 'export', target, names });
  }
  const result = {
    links,
    words: /@lingui\/(core|react)\/macro/.test(source),
    own: new Set(
      [...source.matchAll(/export\s+(?:async\s+)?(?:const|function|class|let)\s+(\w+)/g)].map(
        (match) => match[1]!,
      ),
    ),
  };
  parsed.set(file, result);
  return result;
}

function reach(
  file: string,
  names: string[] | null,
  seen: Set<string>,
  stop: (file: string) => boolean,
) {
  if (stop(file)) return;
  const { links, own } = parse(file);
  const reExports = links.filter((link) => link.export);
  // An index that only passes names on: follow the ones asked for.
  if (names && reExports.length && names.every((name) => !own.has(name))) {
    for (const name of names) {
      const via = reExports.find((link) => link.names?.some((named) => named.local === name));
      const named = via?.names?.find((candidate) => candidate.local === name);
      if (via && named) reach(via.target, [named.imported], seen, stop);
      else
        for (const all of reExports.filter((link) => !link.names))
          reach(all.target, [name], seen, stop);
    }
    return;
  }
  if (seen.has(file)) return;
  seen.add(file);
  for (const link of links)
    reach(link.target, link.names?.map((named) => named.imported) ?? null, seen, stop);
}

const folderOf = (file: string) =>
  relative(root, file).match(/^(libs\/screens\/[^/]+|libs\/[^/]+|apps\/[^/]+)\//)?.[1];

function wordedFolders(entry: string, stop: (file: string) => boolean = () => false) {
  const seen = new Set<string>();
  reach(resolve(root, entry), null, seen, stop);
  return [...new Set([...seen].filter((file) => parse(file).words).map(folderOf))].sort();
}

/** Each lazy part's first module. */
const entryOf = (part: LazyPart) =>
  part === 'session-boundary' || part === 'account-slot'
    ? `apps/web/src/app/${part}.tsx`
    : `libs/screens/${part}/src/index.ts`;

describe('the words each part of the app loads', () => {
  it('the layout loads the words of everything the app shows before a screen loads', () => {
    const lazy = (file: string) =>
      // The visitor's question about earlier progress loads the account corner's words.
      /^libs\/screens\/|^apps\/web\/src\/app\/(session-boundary|account-slot|earlier-progress-slot)\.tsx$/.test(
        relative(root, file),
      );
    expect(wordedFolders('apps/web/src/main.tsx', lazy)).toEqual([...LAYOUT_WORDS].sort());
  });

  it.each(Object.keys(LAZY_WORDS) as LazyPart[])(
    '%s loads the other libraries’ words it shows, and no more',
    (part) => {
      const shown = wordedFolders(entryOf(part)).filter(
        (folder) =>
          folder !== `libs/screens/${part}` &&
          !(LAYOUT_WORDS as readonly string[]).includes(folder!),
      );
      expect(shown).toEqual([...LAZY_WORDS[part]].sort());
    },
  );

  it('every screen library is a lazy part, with its own catalogue', () => {
    const screens = readdirSync(join(root, 'libs/screens'));
    expect(screens.filter((screen) => !(screen in LAZY_WORDS))).toEqual([]);
    for (const file of catalogueFiles(screens as LazyPart[], 'es'))
      expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('names each catalogue once, in the language asked for', () => {
    expect(catalogueFiles(['layout', 'home', 'not-found'], 'es')).toEqual([
      'apps/web/src/locales/es.po',
      'libs/analytics/src/locales/es.po',
      'libs/shell/src/locales/es.po',
      'libs/theme/src/locales/es.po',
      'libs/ui/src/locales/es.po',
      'libs/career-words/src/locales/es.po',
      'libs/forget-browser/src/locales/es.po',
      'libs/screens/home/src/locales/es.po',
      'libs/screens/not-found/src/locales/es.po',
    ]);
    expect(catalogueFiles(['session-boundary', 'account-slot'], 'en')).toEqual(
      ['libs/account', 'libs/api', 'libs/auth', 'libs/progress'].map(
        (folder) => `${folder}/src/locales/en.po`,
      ),
    );
  });
});
