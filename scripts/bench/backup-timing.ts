/**
 * How long backing up and restoring the embedded database takes, with the imported catalogue plus
 * `--people` people (1,000 by default), each with a finished personality test and report, a sorted
 * card deck and its result, onboarding answers skipped and five saved careers, written through the
 * API's own repositories. Median and range of `--runs` backups and restores, each restore checked
 * table by table against the original (rows and content hashes).
 *
 *   npm run bench:backup [-- --people 1000 --runs 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { importCatalogue } from '../../apps/api/src/catalogue/import-catalogue';
import { backupDataDir, restoreDataDir } from '../../apps/api/src/db/backup';
import { type Database, openDatabase } from '../../apps/api/src/db/database';
import { allCards } from '../../apps/api/src/repositories/interests';
import { saveFavourite } from '../../apps/api/src/services/favourites';
import { createResult, saveRatings } from '../../apps/api/src/services/interests';
import { saveAnswers } from '../../apps/api/src/services/personality-answers';
import { createReport } from '../../apps/api/src/services/personality-reports';
import { tableDigest } from '../../apps/api/src/db/table-digest';
import { median } from './lighthouse.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
  },
});
const people = Number(values.people);
const runs = Number(values.runs);
const shared = new URL('../../../shared/data/', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'pathwise-backup-bench-'));
const source = join(root, 'pglite');
const RATINGS = ['like', 'unsure', 'dislike'] as const;
const SAVED = ['29-1141.00', '15-1252.00', '25-2021.00', '47-2111.00', '13-2011.00'];

async function fill(db: Database) {
  await importCatalogue(db, { onet: join(shared, 'onet-30.1'), bls: join(shared, 'bls') });
  const cards = await allCards(db);
  for (let i = 0; i < people; i++) {
    const uid = `bench-person-${i}`;
    await saveAnswers(db, uid, {
      testVersion: BIG_FIVE_TEST_VERSION,
      answers: BIG_FIVE_ITEM_KEY.map(({ id }, n) => ({ itemId: id, score: ((i + n) % 5) + 1 })),
    });
    await createReport(db, uid, {});
    await saveRatings(db, uid, {
      ratings: cards.map((card, n) => ({ cardId: card.id, rating: RATINGS[(i + n) % 3]! })),
    });
    await createResult(db, uid);
    for (const code of SAVED) await saveFavourite(db, uid, code);
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1} people`);
  }
}

const seconds = (ms: number[]) =>
  `${(median(ms) / 1000).toFixed(1)} s (${(Math.min(...ms) / 1000).toFixed(1)}–${(Math.max(...ms) / 1000).toFixed(1)})`;

try {
  console.log(`Filling an embedded database with the catalogue and ${people} people…`);
  const database = await openDatabase({ dataDir: source });
  await fill(database.db);
  const before = await tableDigest(database.db);
  await database.close();
  const backups: number[] = [];
  const restores: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const file = join(root, `backup-${run}.tar.gz`);
    let started = performance.now();
    bytes = await backupDataDir(source, file);
    backups.push(performance.now() - started);
    const restored = join(root, `restored-${run}`);
    started = performance.now();
    await restoreDataDir(file, restored);
    restores.push(performance.now() - started);
    const check = await openDatabase({ dataDir: restored });
    const after = await tableDigest(check.db);
    await check.close();
    if (JSON.stringify(after) !== JSON.stringify(before))
      throw new Error(`Restore ${run + 1} differs from the original.`);
    rmSync(restored, { recursive: true, force: true });
  }
  const rows = Object.values(before).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `\nEmbedded database: catalogue + ${people} people, ${rows} rows in ${Object.keys(before).length} tables`,
  );
  console.log(`  backup file   ${(bytes / 1e6).toFixed(1)} MB gzipped`);
  console.log(`  backup        ${seconds(backups)}  median (min–max) of ${runs}`);
  console.log(`  restore       ${seconds(restores)}  including opening it`);
  console.log(`  every restore equal to the original, table by table (rows and content hashes)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
