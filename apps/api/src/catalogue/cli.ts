import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { OnetParseError, UnknownReleaseError } from '@pathwise/onet';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { BlsFileError } from './bls/table-file';
import { DownloadError } from './download';
import { importCatalogue } from './import-catalogue';
import { resolveSource } from './source';

const LABELS: Record<string, string> = {
  occupations: 'occupations',
  occupationTitles: 'titles (own, alternate and reported)',
  occupationTasks: 'tasks',
  occupationSkills: 'skill ratings',
  occupationKnowledge: 'knowledge ratings',
  occupationWorkStyles: 'work style ratings',
  contentElements: 'content model descriptions',
  occupationPay: 'careers with BLS pay',
  occupationOutlook: 'careers with BLS outlook',
  occupationTechnologies: 'technologies',
  occupationWorkValues: 'work value ratings',
  relatedOccupations: 'related-career links',
  jobZones: 'job zones',
  interestCards: 'interest cards',
};

/**
 * `npm run careers:import [-- --from DIR] [--bls DIR]`: loads an O*NET release and the BLS pay and
 * outlook tables into the database the API uses (DATABASE_URL, else the embedded database under
 * DATA_DIR), in one transaction. Stop the API first when it runs on the embedded database, which
 * one process at a time may open.
 */
export async function runImport(argv: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: 'string' }, bls: { type: 'string' } },
  });
  const config = readConfig();
  const bar = new SingleBar({
    format: ' {task} [{bar}] {percentage}% | {value}/{total}',
    hideCursor: true,
    clearOnComplete: true,
  });
  try {
    const source = await resolveSource({
      from: values.from,
      bls: values.bls,
      env: process.env,
      dataDir: config.DATA_DIR,
      root,
      onDownload: (received, total) => {
        if (!bar.isActive) bar.start(total, 0, { task: 'Downloading O*NET' });
        bar.update(received);
      },
    });
    if (bar.isActive) bar.stop();
    console.log(`Importing the O*NET catalogue from ${source.dir} (${source.origin})`);
    console.log(
      source.bls
        ? `and BLS pay and outlook from ${source.bls}`
        : 'without BLS pay and outlook (no BLS folder found; give one with --bls)',
    );
    const database = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
    );
    const started = performance.now();
    try {
      const { counts, release, labour } = await importCatalogue(
        database.db,
        { onet: source.dir, bls: source.bls },
        {
          onFile: (file, index, total) => {
            if (!bar.isActive) bar.start(total, 0, { task: 'Reading files' });
            bar.update(index, { task: file ? `Reading ${file}` : 'Read every file' });
          },
          onWrite: (table, written, total) => {
            if (bar.getTotal() !== total) {
              bar.stop();
              bar.start(total, 0, { task: 'Writing' });
            }
            bar.update(written, { task: `Writing ${LABELS[table] ?? table}` });
          },
        },
      );
      bar.stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const bls = labour ? ` and BLS pay (${labour.pay}) and outlook (${labour.outlook})` : '';
      console.log(
        `Imported O*NET ${release}${bls} into the ${database.kind} database in ${seconds} s:`,
      );
      for (const [name, count] of Object.entries(counts))
        console.log(`  ${count.toLocaleString('en').padStart(8)}  ${LABELS[name] ?? name}`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    bar.stop();
    if (
      error instanceof OnetParseError ||
      error instanceof DownloadError ||
      error instanceof BlsFileError ||
      error instanceof UnknownReleaseError
    ) {
      console.error(`Import stopped, the catalogue is unchanged: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../../../..', import.meta.url).pathname;
  process.exitCode = await runImport(process.argv.slice(2), root);
}
