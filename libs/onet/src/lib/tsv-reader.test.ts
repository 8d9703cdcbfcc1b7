import { describe, expect, it } from 'vitest';
import { OnetParseError } from './parse-error';
import { readTsvRows, type OnetChunk, type TsvRow } from './tsv-reader';

const encoder = new TextEncoder();

async function rowsOf(chunks: Iterable<OnetChunk> | AsyncIterable<OnetChunk>): Promise<TsvRow[]> {
  const rows: TsvRow[] = [];
  for await (const batch of readTsvRows(chunks, 'Test.txt')) rows.push(...batch);
  return rows;
}

async function failureOf(chunks: Iterable<OnetChunk>): Promise<OnetParseError> {
  try {
    await rowsOf(chunks);
  } catch (error) {
    if (error instanceof OnetParseError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

/** Every way of cutting `bytes` in two. */
function* twoWaySplits(bytes: Uint8Array): Generator<Uint8Array[]> {
  for (let at = 0; at <= bytes.length; at += 1) yield [bytes.slice(0, at), bytes.slice(at)];
}

async function* asAsync<T>(items: Iterable<T>): AsyncGenerator<T> {
  for (const item of items) yield item;
}

// A multi-byte character in every UTF-8 length: é (2), € (3), 𝄞 (4).
const TEXT = 'Code\tName\r\nA-1\tCafé €5\r\nB-2\t𝄞 clef\r\n';
const EXPECTED: TsvRow[] = [
  { line: 1, cells: ['Code', 'Name'] },
  { line: 2, cells: ['A-1', 'Café €5'] },
  { line: 3, cells: ['B-2', '𝄞 clef'] },
];

describe('readTsvRows', () => {
  it('splits CRLF lines into tab-separated cells with 1-based line numbers', async () => {
    expect(await rowsOf([TEXT])).toEqual(EXPECTED);
  });

  it('accepts LF line ends and a missing final newline', async () => {
    expect(await rowsOf(['Code\tName\nA-1\tCafé €5\nB-2\t𝄞 clef'])).toEqual(EXPECTED);
  });

  it('gives the same rows wherever a byte chunk ends: mid-line, between CR and LF, mid-character', async () => {
    const bytes = encoder.encode(TEXT);
    for (const chunks of twoWaySplits(bytes)) {
      expect(await rowsOf(chunks)).toEqual(EXPECTED);
    }
    expect(await rowsOf(Array.from(bytes, (byte) => Uint8Array.of(byte)))).toEqual(EXPECTED);
  });

  it('gives the same rows wherever a text chunk ends, from an async source', async () => {
    for (let at = 0; at <= TEXT.length; at += 1) {
      expect(await rowsOf(asAsync([TEXT.slice(0, at), TEXT.slice(at)]))).toEqual(EXPECTED);
    }
  });

  it('accepts text and byte chunks mixed in one stream, but not a character cut between them', async () => {
    const bytes = encoder.encode(TEXT);
    const afterE = encoder.encode('Code\tName\r\nA-1\tCafé').length;
    const text = (from: number) => new TextDecoder().decode(bytes.slice(from));
    expect(await rowsOf([bytes.slice(0, afterE), text(afterE)])).toEqual(EXPECTED);
    // Cutting inside "é" leaves half a character in the byte chunk.
    expect(await failureOf([bytes.slice(0, afterE - 1), text(afterE - 1)])).toMatchObject({
      line: 2,
      expected: 'UTF-8 text',
    });
  });

  it('drops a UTF-8 byte order mark, from bytes or text, even when split across chunks', async () => {
    const bytes = encoder.encode(`\uFEFF${TEXT}`);
    expect(await rowsOf([bytes])).toEqual(EXPECTED);
    expect(await rowsOf([bytes.slice(0, 1), bytes.slice(1, 2), bytes.slice(2)])).toEqual(EXPECTED);
    expect(await rowsOf(['', `\uFEFF${TEXT}`])).toEqual(EXPECTED);
  });

  it('unwraps cells quoted because they contain doubled quotes, and keeps other quotes as they are', async () => {
    const rows = await rowsOf([
      'Id\tText\n1\t"Conduct ""head counts"" daily."\n2\tA "quoted" word\n3\t"open\n4\t""\n',
    ]);
    expect(rows.map((row) => row.cells[1])).toEqual([
      'Text',
      'Conduct "head counts" daily.',
      'A "quoted" word',
      '"open',
      '',
    ]);
  });

  it('keeps empty cells, including trailing ones', async () => {
    expect(await rowsOf(['a\t\tc\t\n'])).toEqual([{ line: 1, cells: ['a', '', 'c', ''] }]);
  });

  it('ignores empty lines at the end but reports an empty line before more data', async () => {
    expect(await rowsOf(['a\tb\r\nc\td\r\n\r\n\n'])).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
    expect(await rowsOf(['a\tb\n\nc\td\n'])).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['c', 'd'] },
    ]);
  });

  it('yields nothing for empty input', async () => {
    expect(await rowsOf([])).toEqual([]);
    expect(await rowsOf(['', new Uint8Array(0)])).toEqual([]);
  });

  it('rejects invalid UTF-8 with the line it is on', async () => {
    const head = encoder.encode('a\tb\nc\td\ne\t');
    const bad = Uint8Array.of(...head, 0xff, ...encoder.encode('f\n'));
    const error = await failureOf([bad]);
    expect(error).toBeInstanceOf(OnetParseError);
    expect(error).toMatchObject({
      file: 'Test.txt',
      line: 3,
      column: null,
      expected: 'UTF-8 text',
      found: 'an invalid byte sequence',
    });
    expect(error.message).toBe(
      'Test.txt line 3: expected UTF-8 text, found an invalid byte sequence',
    );
  });

  it('rejects a file that ends inside a multi-byte character', async () => {
    const bytes = encoder.encode('a\tb\nc\té');
    expect(await failureOf([bytes.slice(0, -1)])).toMatchObject({ line: 2 });
  });
});
