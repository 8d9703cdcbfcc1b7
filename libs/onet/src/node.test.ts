import { builtinModules } from 'node:module';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ONET_FILES,
  OnetParseError,
  jobZonesSpec,
  missingFiles,
  onetFilesIn,
  parseOnetFile,
  readOnetFile,
  type JobZone,
} from './node';

const JOB_ZONES = [
  'O*NET-SOC Code\tTitle\tJob Zone\tDate\tDomain Source',
  '11-1011.00\tChief Executives\t5\t08/2023\tAnalyst',
  '11-1011.03\tChief Sustainability Officers\t5\t08/2021\tAnalyst',
  '11-1021.00\tGeneral and Operations Managers\t4\t08/2023\tAnalyst',
];

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'onet-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect<R>(records: AsyncIterable<R>): Promise<R[]> {
  const out: R[] = [];
  for await (const record of records) out.push(record);
  return out;
}

describe('missingFiles', () => {
  it('lists every file when the directory is empty', async () => {
    const missing = await missingFiles(dir, '29');
    expect(missing).toEqual(onetFilesIn('29').map((spec) => spec.fileName));
    expect(missing).toContain('Occupation Data.txt');
    expect(missing).toContain('Education, Training, and Experience.txt');
    expect(missing).toHaveLength(19);
  });

  it('lists only the absent ones, and treats a directory of that name as absent', async () => {
    await writeFile(join(dir, 'Job Zones.txt'), `${JOB_ZONES.join('\r\n')}\r\n`);
    await mkdir(join(dir, 'Skills.txt'));
    const missing = await missingFiles(dir, '29', [
      jobZonesSpec,
      ONET_FILES.skills,
      ONET_FILES.interests,
    ]);
    expect(missing).toEqual(['Skills.txt', 'Interests.txt']);
  });

  it('lists everything for a directory that does not exist', async () => {
    expect(await missingFiles(join(dir, 'nowhere'), '29', [jobZonesSpec])).toEqual([
      'Job Zones.txt',
    ]);
  });
});

describe('readOnetFile', () => {
  it('streams the records of <dir>/<file name>', async () => {
    await writeFile(join(dir, 'Job Zones.txt'), `${JOB_ZONES.join('\r\n')}\r\n`);
    const zones: JobZone[] = await collect(readOnetFile(dir, ONET_FILES.jobZones, '29'));
    expect(zones.map((zone) => [zone.onetSocCode, zone.jobZone])).toEqual([
      ['11-1011.00', 5],
      ['11-1011.03', 5],
      ['11-1021.00', 4],
    ]);
  });

  it('reports a malformed file with its name, line and column', async () => {
    const lines = [...JOB_ZONES];
    lines[3] = '11-1021.00\tGeneral and Operations Managers\t6\t08/2023\tAnalyst';
    await writeFile(join(dir, 'Job Zones.txt'), lines.join('\n'));
    const error = await collect(readOnetFile(dir, jobZonesSpec, '29')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnetParseError);
    expect(error).toMatchObject({
      file: 'Job Zones.txt',
      line: 4,
      column: 3,
      columnName: 'Job Zone',
      expected: 'a job zone from 1 to 5',
      found: '6',
    });
    expect((error as Error).message).toBe(
      'Job Zones.txt line 4, column 3 (Job Zone): expected a job zone from 1 to 5, found "6"',
    );
  });

  it('opens the file only when iterated, so a missing file fails on the first read', async () => {
    const records = readOnetFile(dir, jobZonesSpec, '29');
    await expect(records.next()).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('can be stopped early', async () => {
    await writeFile(join(dir, 'Job Zones.txt'), JOB_ZONES.join('\n'));
    const first: JobZone[] = [];
    for await (const zone of readOnetFile(dir, jobZonesSpec, '29')) {
      first.push(zone);
      break;
    }
    expect(first).toHaveLength(1);
    // The handle was released: the directory can be removed straight away.
    await rm(dir, { recursive: true });
    expect(await missingFiles(dir, '29', [jobZonesSpec])).toEqual(['Job Zones.txt']);
  });
});

describe('web streams', () => {
  it('parses a ReadableStream of bytes', async () => {
    const text = `${JOB_ZONES.join('\r\n')}\r\n`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        // Two bytes at a time: boundaries land between CR and LF and inside every line.
        for (let at = 0; at < bytes.length; at += 2) controller.enqueue(bytes.slice(at, at + 2));
        controller.close();
      },
    });
    const zones = await collect(parseOnetFile(jobZonesSpec, stream, '29'));
    expect(zones).toHaveLength(3);
    expect(zones[2]).toMatchObject({ title: 'General and Operations Managers', jobZone: 4 });
  });

  it('reads a stream through its reader when it is not async iterable, and cancels it on early exit', async () => {
    let cancelled = false;
    // An endless source: the header, then the same row for ever.
    const source = new ReadableStream<string>({
      start(controller) {
        controller.enqueue(`${JOB_ZONES[0]}\n`);
      },
      pull(controller) {
        controller.enqueue(`${JOB_ZONES[1]}\n`);
      },
      cancel() {
        cancelled = true;
      },
    });
    // Only getReader(), as in browsers whose streams are not async iterable.
    const readerOnly = { getReader: () => source.getReader() } as unknown as ReadableStream<string>;
    let count = 0;
    for await (const zone of parseOnetFile(jobZonesSpec, readerOnly, '29')) {
      expect(zone.jobZone).toBe(5);
      count += 1;
      if (count === 3) break;
    }
    expect(count).toBe(3);
    expect(cancelled).toBe(true);
  });
});

describe('the environment-neutral entry', () => {
  it('imports no Node built-in, directly or through its own modules', async () => {
    const root = import.meta.dirname;
    const builtins = new Set(builtinModules);
    const sources = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'node.ts',
    );
    expect(sources).toContain('index.ts');
    for (const file of sources) {
      const text = await readFile(join(root, file), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
      for (const specifier of specifiers) {
        const where = relative(root, join(root, file));
        expect(specifier?.startsWith('node:'), `${where} imports ${specifier}`).toBe(false);
        expect(builtins.has(specifier ?? ''), `${where} imports ${specifier}`).toBe(false);
        expect(specifier, `${where} imports the Node entry`).not.toMatch(/(^|\/)node$/);
      }
    }
  });
});
