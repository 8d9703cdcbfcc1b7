/**
 * Career engine figures: a full O*NET and BLS import into a fresh embedded database, matching one
 * profile against every occupation, and career search over the relevance set and 1,000 varied
 * queries (p50/p99, in process).
 *   npm run bench:engine
 */
import { matchOccupations, riasecProfile } from '@pathwise/assessment';
import { careerSearchQuerySchema } from '@pathwise/contract';
import { readLabour } from '../../apps/api/src/catalogue/bls/read-labour.ts';
import { readRelease } from '../../apps/api/src/catalogue/read-release.ts';
import { RELEVANCE_SET } from '../../apps/api/test/search-relevance.ts';
import { resolveSource } from '../../apps/api/src/catalogue/source.ts';
import { writeCatalogue } from '../../apps/api/src/catalogue/write-catalogue.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { occupationTitles } from '../../apps/api/src/db/schema.ts';
import { careerSearch } from '../../apps/api/src/services/career-search.ts';
import { occupationIndex } from '../../apps/api/src/services/occupation-index.ts';

const root = new URL('../..', import.meta.url).pathname;

/** A small seeded generator, so every run asks the same questions. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;

const source = await resolveSource({ env: process.env, dataDir: `${root}.data`, root });
const database = await openDatabase({ memory: true });

let started = performance.now();
const { release, rows } = await readRelease(source.dir);
const labour = source.bls
  ? await readLabour(
      source.bls,
      rows.occupations.map((row) => row.code),
    )
  : null;
const readMs = performance.now() - started;
started = performance.now();
const counts = await writeCatalogue(
  database.db,
  {
    ...rows,
    occupationPay: labour?.occupationPay ?? [],
    occupationOutlook: labour?.occupationOutlook ?? [],
  },
  { release: release.version, labour: labour?.labour ?? null },
);
const writeMs = performance.now() - started;

console.log(
  `\nImport of O*NET ${release.version} from ${source.origin}${labour ? ' and the BLS tables' : ''} into a fresh embedded database`,
);
console.log(`  read and validate every file  ${ms(readMs)}`);
console.log(`  write in one transaction      ${ms(writeMs)}`);
console.log(`  total                         ${ms(readMs + writeMs)}`);
for (const [name, count] of Object.entries(counts))
  console.log(`    ${count.toLocaleString('en').padStart(8)}  ${name}`);

const random = mulberry32(2026);
const { prepared } = (await occupationIndex(database.db)())!;
const profiles = Array.from({ length: 1000 }, () =>
  riasecProfile({
    R: random() * 100,
    I: random() * 100,
    A: random() * 100,
    S: random() * 100,
    E: random() * 100,
    C: random() * 100,
  }),
);
for (const [label, limit] of [
  ['every occupation, all ranked', undefined],
  ['every occupation, best 20', 20],
] as const) {
  const times: number[] = [];
  for (const profile of profiles) {
    const t = performance.now();
    matchOccupations(profile, prepared, { limit });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nMatching one profile against ${prepared.occupations.length} occupations (${label}), 1,000 profiles`,
  );
  console.log(
    `  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  (${((percentile(times, 50) / prepared.occupations.length) * 1000).toFixed(2)} µs per occupation)`,
  );
}

// Queries people type: a word or two of a real title, every third one with a typo.
const titles = (
  await database.db.select({ title: occupationTitles.title }).from(occupationTitles)
).map((row) => row.title);
const queries = Array.from({ length: 1000 }, (_, i) => {
  const words = titles[Math.floor(random() * titles.length)]!.split(/\s+/).filter(
    (w) => w.length > 2,
  );
  const start = Math.floor(random() * Math.max(1, words.length - 1));
  let query = words
    .slice(start, start + 1 + Math.floor(random() * 2))
    .join(' ')
    .toLowerCase();
  if (i % 3 === 0 && query.length > 5) {
    const at = 1 + Math.floor(random() * (query.length - 2));
    query = query.slice(0, at) + query.slice(at + 1);
  }
  return query || 'nurse';
});
const search = careerSearch(database.db);
await search(careerSearchQuerySchema.parse({ q: 'warm up' }));
const times: number[] = [];
let empty = 0;
for (const q of [...RELEVANCE_SET.map((entry) => entry.query), ...queries]) {
  const t = performance.now();
  const page = await search(careerSearchQuerySchema.parse({ q }));
  times.push(performance.now() - t);
  if (!page.items.length) empty += 1;
}
times.sort((a, b) => a - b);
console.log(
  `\nCareer search, ${RELEVANCE_SET.length} relevance-set queries and 1,000 varied ones (a third with a typo), in process`,
);
console.log(
  `  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  queries with no result: ${empty}`,
);

await database.close();
