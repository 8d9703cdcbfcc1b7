import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  copyFileSync,
  existsSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OnetParseError, UnknownReleaseError, onetFilesIn } from '@pathwise/onet';
import { zipSync } from 'fflate';
import { count } from 'drizzle-orm';
import { catalogueStatus, importCatalogue } from '../src/catalogue/import-catalogue';
import { readRelease } from '../src/catalogue/read-release';
import { isBehind, resolveSource } from '../src/catalogue/source';
import { CATALOGUE_FORMAT, writeCatalogue } from '../src/catalogue/write-catalogue';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { occupationPay, occupations } from '../src/db/schema';
import {
  SHARED_BLS,
  SHARED_ONET,
  SHARED_ONET_29,
  databaseTargets,
  ensureCatalogue,
} from './helpers';

const fileNames = ['Read Me.txt', ...onetFilesIn('30').map((spec) => spec.fileName)];
const temp = () => mkdtempSync(join(tmpdir(), 'pathwise-onet-'));

/** A copy of the shared 30.1 release in which one file is replaced. */
function releaseWith(fileName: string, content: string) {
  const dir = temp();
  for (const name of fileNames) copyFileSync(join(SHARED_ONET, name), join(dir, name));
  writeFileSync(join(dir, fileName), content);
  return dir;
}

/** A copy of the shared BLS folder in which one file is replaced. */
function blsWith(path: string, content: string) {
  const dir = temp();
  for (const sub of ['oews', 'projections']) {
    mkdirSync(join(dir, sub));
    for (const name of readdirSync(join(SHARED_BLS, sub)))
      copyFileSync(join(SHARED_BLS, sub, name), join(dir, sub, name));
  }
  writeFileSync(join(dir, path), content);
  return dir;
}
const shared = { onet: SHARED_ONET, bls: SHARED_BLS };

describe.each(databaseTargets())('importing O*NET on %s', (_name, target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(target());
  });
  afterAll(() => database.close());
  const occupationCount = async () =>
    (await database.db.select({ n: count() }).from(occupations))[0]?.n;

  it(
    'loads the 29.3 layout, then 30.1 with the BLS tables, recording each release',
    { timeout: 240_000 },
    async () => {
      const older = await importCatalogue(database.db, { onet: SHARED_ONET_29 });
      expect(older).toMatchObject({ release: '29.3', labour: null });
      expect(older.counts).toMatchObject({
        occupations: 1016,
        jobZones: 5,
        relatedOccupations: 18460,
        occupationKnowledge: 0,
        occupationWorkStyles: 0,
        occupationPay: 0,
      });
      expect(await catalogueStatus(database.db)).toMatchObject({ release: '29.3', labour: null });

      const newer = await importCatalogue(database.db, shared);
      expect(newer).toMatchObject({
        release: '30.1',
        labour: {
          pay: 'May 2025',
          outlook: '2024–34',
          allMedianAnnual: 50980,
          allGrowthPercent: 3.1,
        },
      });
      expect(newer.counts).toMatchObject({
        occupations: 1016,
        relatedOccupations: 18460,
        // 894 careers × 33 areas, 891 × 21 styles (SOURCE.md).
        occupationKnowledge: 894 * 33,
        occupationWorkStyles: 891 * 21,
      });
      expect(newer.counts.interestCards).toBeGreaterThanOrEqual(48);
      expect(newer.counts.occupationPay).toBeGreaterThan(900);
      expect(newer.counts.occupationOutlook).toBeGreaterThan(900);
      const again = await importCatalogue(database.db, shared);
      expect(again).toEqual(newer);
      expect(await occupationCount()).toBe(1016);
      expect(await catalogueStatus(database.db)).toMatchObject({ release: '30.1' });
    },
  );

  it(
    'joins BLS figures to careers: own code, specialty, broad group, none',
    { timeout: 60_000 },
    async () => {
      const pay = new Map(
        (await database.db.select().from(occupationPay)).map((row) => [row.code, row]),
      );
      // Sanity figures from the BLS SOURCE notes.
      expect(pay.get('15-1252.00')).toMatchObject({
        soc: '15-1252',
        scope: 'exact',
        annual: { median: 135980 },
      });
      expect(pay.get('29-1141.00')).toMatchObject({ scope: 'exact', annual: { median: 97550 } });
      // A specialty shares its parent's row; a code under a broad aggregate gets the group's.
      expect(pay.get('29-1141.01')).toMatchObject({ soc: '29-1141', scope: 'specialty' });
      expect(pay.get('13-1021.00')).toMatchObject({ soc: '13-1020', scope: 'broad' });
      // Actors: only hourly figures are published.
      expect(pay.get('27-2011.00')).toMatchObject({ annual: null, hourly: { median: 29.05 } });
      // Legislators are absent from May 2025 OEWS: no row, never a zero.
      expect(pay.has('11-1031.00')).toBe(false);
    },
  );

  it('keeps the previous catalogue when writing fails midway', { timeout: 180_000 }, async () => {
    const { rows } = await readRelease(SHARED_ONET);
    const sources = { release: '30.1', labour: null };
    const empty = { occupationPay: [], occupationOutlook: [] };
    const failing = writeCatalogue(
      database.db,
      { ...rows, ...empty },
      sources,
      (_table, written) => {
        if (written > 50_000) throw new Error('the disk is full');
      },
    );
    await expect(failing).rejects.toThrow('the disk is full');
    expect(await occupationCount()).toBe(1016);
    expect(await catalogueStatus(database.db)).not.toBeNull();
  });

  it('stops at a malformed file with its name, line and column, changing nothing', async () => {
    const dir = releaseWith(
      'Job Zones.txt',
      'O*NET-SOC Code\tJob Zone\tDate\tDomain Source\r\n' +
        '11-1011.00\t5\t08/2023\tAnalyst\r\n' +
        '11-1021.00\tnine\t08/2023\tAnalyst\r\n',
    );
    try {
      const attempt = importCatalogue(database.db, { onet: dir });
      await expect(attempt).rejects.toBeInstanceOf(OnetParseError);
      await expect(attempt).rejects.toMatchObject({ file: 'Job Zones.txt', line: 3 });
      await expect(attempt).rejects.toThrow(/Job Zones\.txt line 3, column 2/);
      expect(await occupationCount()).toBe(1016);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file laid out for another release, naming the file and the columns it expected', async () => {
    // A 29.x header (with Title) in a folder whose Read Me says 30.1.
    const dir = releaseWith(
      'Job Zones.txt',
      'O*NET-SOC Code\tTitle\tJob Zone\tDate\tDomain Source\r\n' +
        '11-1011.00\tChief Executives\t5\t08/2023\tAnalyst\r\n',
    );
    try {
      await expect(importCatalogue(database.db, { onet: dir })).rejects.toThrow(
        'Job Zones.txt line 1: expected the columns "O*NET-SOC Code | Job Zone | Date | Domain Source" (O*NET 30.0–30.2 layout), found "O*NET-SOC Code | Title | Job Zone | Date | Domain Source", with "Title" as well',
      );
      writeFileSync(join(dir, 'Read Me.txt'), 'O*NET 31.0 Database\r\nAugust 2026 Release\r\n');
      await expect(importCatalogue(database.db, { onet: dir })).rejects.toBeInstanceOf(
        UnknownReleaseError,
      );
      expect(await catalogueStatus(database.db)).toMatchObject({ release: '30.1' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'stops at a malformed BLS file with its name and line, changing nothing',
    { timeout: 60_000 },
    async () => {
      const oews = readFileSync(join(SHARED_BLS, 'oews', 'national_M2025_dl.tsv'), 'utf8').split(
        '\n',
      );
      await ensureCatalogue(database);
      // Line 6: its employment figure becomes words.
      const cells = oews[5]!.split('\t');
      cells[oews[0]!.split('\t').indexOf('TOT_EMP')] = 'lots';
      oews[5] = cells.join('\t');
      const dir = blsWith('oews/national_M2025_dl.tsv', oews.join('\n'));
      try {
        await expect(importCatalogue(database.db, { onet: SHARED_ONET, bls: dir })).rejects.toThrow(
          /^national_M2025_dl\.tsv line 6: expected a number/,
        );
        expect(await catalogueStatus(database.db)).toMatchObject({ release: '30.1' });
        expect(
          (await database.db.select({ n: count() }).from(occupationPay))[0]?.n,
        ).toBeGreaterThan(900);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('where the O*NET files come from', () => {
  const root = temp();
  const dataDir = join(root, '.data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('takes --from first, then ONET_DIR, then .data/onet, then the shared copy', async () => {
    const complete = releaseWith('Scales Reference.txt', '');
    try {
      expect(
        await resolveSource({ from: complete, env: { ONET_DIR: SHARED_ONET }, dataDir, root }),
      ).toEqual({ dir: complete, origin: 'from', bls: null });
      expect(await resolveSource({ env: { ONET_DIR: complete }, dataDir, root })).toEqual({
        dir: complete,
        origin: 'ONET_DIR',
        bls: null,
      });
      // The project root here is a temp folder: its ../shared is not the real one.
      const shared = await resolveSource({
        env: {},
        dataDir,
        root: join(SHARED_ONET, '../../..', 'x'),
      });
      // The newest release there is the default, with the BLS tables beside it.
      expect(shared).toEqual({
        dir: SHARED_ONET,
        origin: 'shared',
        bls: expect.stringMatching(/bls$/),
      });
    } finally {
      rmSync(complete, { recursive: true, force: true });
    }
  });

  it('imports again over a catalogue from another release, without BLS, or from an older importer', async () => {
    const source = { dir: SHARED_ONET, origin: 'shared' as const, bls: SHARED_BLS };
    const current = { release: '30.1', labour: {}, format: CATALOGUE_FORMAT };
    expect(await isBehind(current, source)).toBe(false);
    expect(await isBehind(null, source)).toBe(true);
    expect(await isBehind({ ...current, release: '29.3' }, source)).toBe(true);
    expect(await isBehind({ ...current, labour: null }, source)).toBe(true);
    expect(await isBehind({ ...current, format: CATALOGUE_FORMAT - 1 }, source)).toBe(true);
  });

  it('refuses a named folder that lacks files, listing them', async () => {
    const empty = temp();
    await expect(resolveSource({ from: empty, env: {}, dataDir, root })).rejects.toThrow(
      /lacks O\*NET files: Read Me\.txt, Occupation Data\.txt/,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it('downloads the release, resuming a partial download, and unpacks it', async () => {
    const files = Object.fromEntries(
      fileNames.map((name) => [
        `db_30_1_text/${name}`,
        new TextEncoder().encode(name === 'Read Me.txt' ? 'O*NET 30.1 Database\r\n' : `${name}\n`),
      ]),
    );
    const zip = zipSync(files);
    const ranges: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      ranges.push(request.headers.range);
      const from = Number(/bytes=(\d+)-/.exec(request.headers.range ?? '')?.[1] ?? 0);
      response.writeHead(from ? 206 : 200, { 'content-length': zip.length - from });
      response.end(Buffer.from(zip.subarray(from)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release.zip`;
    try {
      mkdirSync(join(dataDir, 'onet'), { recursive: true });
      // An earlier attempt stopped after 100 bytes.
      writeFileSync(join(dataDir, 'onet', 'release.zip.part'), zip.subarray(0, 100));
      const source = await resolveSource({
        env: {},
        dataDir,
        root,
        downloadUrl: url,
      });
      expect(source).toEqual({ dir: join(dataDir, 'onet'), origin: 'download', bls: null });
      expect(ranges).toEqual(['bytes=100-']);
      expect(readdirSync(source.dir)).toEqual(expect.arrayContaining(fileNames));
    } finally {
      server.close();
    }
  });

  it('says what to do when the download is impossible', async () => {
    const offline = join(temp(), '.data');
    const attempt = resolveSource({
      env: {},
      dataDir: offline,
      root,
      downloadUrl: 'http://127.0.0.1:9/release.zip',
    });
    await expect(attempt).rejects.toThrow(/Are you offline\?.*--from/);
    expect(existsSync(join(offline, 'onet', 'release.zip'))).toBe(false);
  });

  it('rejects a download whose size differs from what the server announced', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': 1000 });
      response.write(Buffer.alloc(10));
      response.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release.zip`;
    try {
      const broken = join(temp(), '.data');
      await expect(
        resolveSource({ env: {}, dataDir: broken, root, downloadUrl: url }),
      ).rejects.toThrow();
      expect(existsSync(join(broken, 'onet', 'release.zip'))).toBe(false);
    } finally {
      server.close();
    }
  });
});
