import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';

/**
 * Modules a source file imports: static (`import … from`, `export … from`) and dynamic. Type-only
 * imports are left out: they are gone from the built code.
 */
function importsOf(file: string) {
  const source = readFileSync(file, 'utf8');
  const statics = [
    ...source.matchAll(/^\s*(?:import|export)\b(?!\s+type\b)[^'";]*?from\s+'([^']+)'/gm),
  ].map((match) => match[1] as string);
  const dynamics = [...source.matchAll(/\bimport\(\s*'([^']+)'/g)].map(
    (match) => match[1] as string,
  );
  return { statics, dynamics };
}

/** Every package an entry reaches through relative imports, split by how it is imported. */
function packagesReachedFrom(entry: string) {
  const seen = new Set<string>();
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = importsOf(file);
    for (const [list, target] of [
      [found.statics, statics],
      [found.dynamics, dynamics],
    ] as const) {
      for (const specifier of list) {
        if (specifier.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
        else target.add(specifier);
      }
    }
  };
  visit(resolve(import.meta.dirname, entry));
  return { statics: [...statics], dynamics: [...dynamics] };
}

const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] as string);

describe('entries', () => {
  it('keeps the main entry free of Node built-ins and of the result texts, with item texts loaded lazily', () => {
    const { statics, dynamics } = packagesReachedFrom('index.ts');
    expect([...statics, ...dynamics].filter(isNodeBuiltin)).toEqual([]);
    expect(statics).toEqual([]);
    expect(
      dynamics.every((specifier) => specifier.startsWith('@bigfive-org/questions/data/')),
    ).toBe(true);
  });

  it('loads the result texts language by language from the texts entry only', () => {
    const { statics, dynamics } = packagesReachedFrom('texts.ts');
    expect(statics).toEqual([]);
    expect(dynamics.length).toBeGreaterThan(1);
    expect(
      dynamics.every((specifier) =>
        /^@bigfive-org\/results\/lib\/data\/[a-z-]+\/index\.js$/.test(specifier),
      ),
    ).toBe(true);
  });
});
