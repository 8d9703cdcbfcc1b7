/**
 * Fails on any import cycle among the workspace's own sources, type-only imports and dynamic
 * imports included (part of npm test). ESLint's import-x/no-cycle skips `import type` edges; a
 * type cycle still ties two files' designs together, so this checks every edge TypeScript sees.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);

const files = globSync(
  ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'libs/**/src/**/*.{ts,tsx}', 'tools/**/*.ts'],
  { cwd: root, exclude: (name) => name === 'node_modules' || name === 'dist' },
).map((file) => join(root, file));
const known = new Set(files);

/** Each file's imports that resolve to another of our files. */
const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map(
      ({ fileName }) =>
        ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
    )
    .filter((target): target is string => target !== undefined && known.has(target));
  edges.set(file, [...new Set(targets)]);
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];

function visit(file: string): void {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file)!, low.get(target)!));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component);
}

for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  for (const cycle of cycles)
    console.error(`Import cycle: ${cycle.map((file) => relative(root, file)).join(' ↔ ')}`);
  process.exit(1);
}
console.log(
  `No import cycles among ${files.length} files (type-only and dynamic imports included).`,
);
