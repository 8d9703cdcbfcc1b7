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
import { readTranslations } from '../../apps/api/src/catalogue/translations.ts';
import { occupationIndex } from '../../apps/api/src/services/occupation-index.ts';

import { ms, mulberry32, percentile, variedQueries } from './search-queries.ts';

const root = new URL('../..', import.meta.url).pathname;

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

const titles = (
  await database.db.select({ title: occupationTitles.title }).from(occupationTitles)
).map((row) => row.title);
const queries = variedQueries(titles);
const search = careerSearch(database.db, readTranslations());
await search(careerSearchQuerySchema.parse({ q: 'warm up' }));
const times: number[] = [];
const empty: string[] = [];
for (const q of [...RELEVANCE_SET.map((entry) => entry.query), ...queries]) {
  const t = performance.now();
  const page = await search(careerSearchQuerySchema.parse({ q }));
  times.push(performance.now() - t);
  if (!page.items.length) empty.push(q);
}
times.sort((a, b) => a - b);
console.log(
  `\nCareer search, ${RELEVANCE_SET.length} relevance-set queries and 1,000 varied ones (a third with a typo), in process`,
);
console.log(
  `  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  queries with no result: ${empty.length}`,
);
// Misses worth a look, for the relevance set.
if (empty.length) console.log(`  no result for: ${empty.map((q) => `"${q}"`).join(', ')}`);

await database.close();
