import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONET_FILES, OnetParseError } from '@pathwise/onet';
import { zipSync } from 'fflate';
import { count } from 'drizzle-orm';
import { catalogueStatus, importCatalogue } from '../src/catalogue/import-catalogue';
import { readRelease } from '../src/catalogue/read-release';
import { resolveSource } from '../src/catalogue/source';
import { writeCatalogue } from '../src/catalogue/write-catalogue';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { occupations } from '../src/db/schema';
import { SHARED_ONET, databaseTargets } from './helpers';

const fileNames = Object.values(ONET_FILES).map((spec) => spec.fileName);
const temp = () => mkdtempSync(join(tmpdir(), 'pathwise-onet-'));

/** A copy of the shared release in which one file is replaced. */
function releaseWith(fileName: string, content: string) {
  const dir = temp();
  for (const name of fileNames) copyFileSync(join(SHARED_ONET, name), join(dir, name));
  writeFileSync(join(dir, fileName), content);
  return dir;
}

describe.each(databaseTargets())('importing O*NET on %s', (_name, target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(target());
  });
  afterAll(() => database.close());
  const occupationCount = async () =>
    (await database.db.select({ n: count() }).from(occupations))[0]?.n;

  it('loads the whole release and replaces it when run again', { timeout: 180_000 }, async () => {
    const counts = await importCatalogue(database.db, SHARED_ONET);
    expect(counts).toMatchObject({ occupations: 1016, jobZones: 5, relatedOccupations: 18460 });
    expect(counts.interestCards).toBeGreaterThanOrEqual(48);
    const again = await importCatalogue(database.db, SHARED_ONET);
    expect(again).toEqual(counts);
    expect(await occupationCount()).toBe(1016);
    expect(await catalogueStatus(database.db)).toMatchObject({ release: '29.3' });
  });

  it('keeps the previous catalogue when writing fails midway', { timeout: 180_000 }, async () => {
    const rows = await readRelease(SHARED_ONET);
    const failing = writeCatalogue(database.db, rows, (_table, written) => {
      if (written > 50_000) throw new Error('the disk is full');
    });
    await expect(failing).rejects.toThrow('the disk is full');
    expect(await occupationCount()).toBe(1016);
    expect(await catalogueStatus(database.db)).not.toBeNull();
  });

  it('stops at a malformed file with its name, line and column, changing nothing', async () => {
    const dir = releaseWith(
      'Job Zones.txt',
      'O*NET-SOC Code\tTitle\tJob Zone\tDate\tDomain Source\r\n' +
        '11-1011.00\tChief Executives\t5\t08/2023\tAnalyst\r\n' +
        '11-1021.00\tGeneral and Operations Managers\tnine\t08/2023\tAnalyst\r\n',
    );
    try {
      const attempt = importCatalogue(database.db, dir);
      await expect(attempt).rejects.toBeInstanceOf(OnetParseError);
      await expect(attempt).rejects.toMatchObject({ file: 'Job Zones.txt', line: 3 });
      await expect(attempt).rejects.toThrow(/Job Zones\.txt line 3, column 3/);
      expect(await occupationCount()).toBe(1016);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
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
      ).toEqual({ dir: complete, origin: 'from' });
      expect(await resolveSource({ env: { ONET_DIR: complete }, dataDir, root })).toEqual({
        dir: complete,
        origin: 'ONET_DIR',
      });
      // The project root here is a temp folder: its ../shared is not the real one.
      const shared = await resolveSource({
        env: {},
        dataDir,
        root: join(SHARED_ONET, '../../..', 'x'),
      });
      expect(shared.origin).toBe('shared');
    } finally {
      rmSync(complete, { recursive: true, force: true });
    }
  });

  it('refuses a named folder that lacks files, listing them', async () => {
    const empty = temp();
    await expect(resolveSource({ from: empty, env: {}, dataDir, root })).rejects.toThrow(
      /lacks O\*NET files: Occupation Data\.txt/,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it('downloads the release, resuming a partial download, and unpacks it', async () => {
    const files = Object.fromEntries(
      fileNames.map((name) => [`db_29_3_text/${name}`, new TextEncoder().encode(`${name}\n`)]),
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
      expect(source).toEqual({ dir: join(dataDir, 'onet'), origin: 'download' });
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
