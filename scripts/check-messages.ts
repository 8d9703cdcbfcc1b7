/**
 * The message catalogues' check (npm run messages:check, part of npm test): fails when
 * - a catalogue is out of date with the code (extracting again would change it): a message was
 *   added, changed or removed without `npm run messages`;
 * - a Spanish message is missing, or is not valid ICU MessageFormat;
 * - a translation drops or invents a placeholder, a plural or select argument, or a markup tag.
 * A failed check leaves the extracted catalogues in place, to translate.
 */
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Token, parse } from '@messageformat/parser';
import { parsePoFile } from '@lingui/format-po';

const root = join(import.meta.dirname, '..');
const catalogues = () =>
  globSync(['apps/*/src/locales/*.po', 'libs/**/src/locales/*.po'], { cwd: root })
    .filter((file) => !file.includes('node_modules'))
    .sort();

const problems: string[] = [];

// 1. Up to date: extracting again changes nothing.
const before = new Map(catalogues().map((file) => [file, readFileSync(join(root, file), 'utf8')]));
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'pipe' });
for (const file of catalogues()) {
  if (readFileSync(join(root, file), 'utf8') !== before.get(file))
    problems.push(
      `${file}: out of date with the code (now extracted again: translate what is new)`,
    );
}

/** The arguments and tags a message uses: what its translation must use too. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
      } else if (token.type === 'argument' || token.type === 'function') {
        found.add(`{${token.arg}}`);
      } else if (
        token.type === 'plural' ||
        token.type === 'select' ||
        token.type === 'selectordinal'
      ) {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

// 2. Spanish complete, well-formed and the same wherever the same English is: every catalogue
// loaded joins one table, where one message's translation would replace another's.
const translations = new Map<string, { file: string; translation: string }>();
for (const file of catalogues().filter((name) => name.endsWith('/es.po'))) {
  const po = parsePoFile(readFileSync(join(root, file), 'utf8'));
  for (const item of po.items) {
    if (item.obsolete || !item.msgid) continue;
    const translation = item.msgstr[0] ?? '';
    const where = `${file}: "${item.msgid.slice(0, 60)}"`;
    const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
    const seen = translations.get(key);
    if (seen && seen.translation !== translation)
      problems.push(`${where}: "${translation}" here, "${seen.translation}" in ${seen.file}`);
    else translations.set(key, { file, translation });
    if (!translation.trim()) {
      problems.push(`${where}: no Spanish`);
      continue;
    }
    try {
      const want = shape(item.msgid).join(' ');
      const have = shape(translation).join(' ');
      if (want !== have)
        problems.push(
          `${where}: uses ${have || 'nothing'} where English uses ${want || 'nothing'}`,
        );
    } catch (error) {
      problems.push(`${where}: not valid ICU MessageFormat (${(error as Error).message})`);
    }
  }
}

if (problems.length) {
  console.error(`Message catalogues: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogues: ${catalogues().length} files, up to date, Spanish complete.`);
