import { OnetParseError } from './parse-error';

/** Text or bytes, as they come from a Node read stream, a web stream or a test's array of strings. */
export type OnetChunk = string | Uint8Array;

/** Anything that yields chunks: a Node `fs.createReadStream`, a web `ReadableStream`, an array. */
export type OnetInput = AsyncIterable<OnetChunk> | Iterable<OnetChunk> | ReadableStream<OnetChunk>;

export interface TsvRow {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly cells: readonly string[];
}

const BOM = '\uFEFF';

/**
 * O*NET writes a cell that contains double quotes the CSV way, e.g. `"Conduct ""head counts""."`.
 * Only a cell that is wrapped in quotes with every inner quote doubled is unwrapped; anything else is
 * taken literally, because a tab-delimited cell never needs quoting otherwise.
 */
function unquote(cell: string): string {
  if (cell.length < 2 || !cell.startsWith('"') || !cell.endsWith('"')) return cell;
  const inner = cell.slice(1, -1);
  if (inner.replaceAll('""', '').includes('"')) return cell;
  return inner.replaceAll('""', '"');
}

function splitCells(text: string): string[] {
  const cells = text.split('\t');
  if (!text.includes('"')) return cells;
  return cells.map(unquote);
}

function isStringChunk(chunk: OnetChunk): chunk is string {
  // `instanceof Uint8Array` fails for bytes made in another realm (a Node Buffer under a DOM test
  // environment, a stream from a worker), so everything that is not a string is treated as bytes.
  return typeof chunk === 'string';
}

function isIterable(input: OnetInput): input is AsyncIterable<OnetChunk> | Iterable<OnetChunk> {
  return Symbol.asyncIterator in input || Symbol.iterator in input;
}

/** Reads a web stream through its reader, for browsers whose streams are not async iterable yet. */
async function* streamChunks(stream: ReadableStream<OnetChunk>): AsyncGenerator<OnetChunk> {
  const reader = stream.getReader();
  let done = false;
  try {
    while (!done) {
      const result = await reader.read();
      done = result.done;
      if (!result.done) yield result.value;
    }
  } finally {
    // Stopped early (an error or the consumer's `break`): tell the source to stop producing.
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count += 1;
  return count;
}

/**
 * Splits a stream of tab-delimited text into rows, one batch per input chunk so that a large file
 * costs one await per chunk rather than per line. Accepts CRLF and LF line ends and a leading
 * UTF-8 byte order mark; a chunk may end anywhere, including between CR and LF or inside a
 * multi-byte character. Empty lines at the very end are ignored; an empty line before more data
 * is reported as a row with a single empty cell so that the caller rejects it.
 */
export async function* readTsvRows(
  input: OnetInput,
  file: string,
): AsyncGenerator<TsvRow[], void, undefined> {
  // fatal: invalid UTF-8 must not turn silently into replacement characters inside the data.
  // ignoreBOM: the mark is stripped below, the same way for text and byte chunks.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pendingBytes = false;
  let buffer = '';
  let nextLine = 1;
  let atStart = true;
  let blankLines = 0;

  const invalidBytes = (line: number): OnetParseError =>
    new OnetParseError({
      file,
      line,
      column: null,
      columnName: null,
      expected: 'UTF-8 text',
      found: 'an invalid byte sequence',
      foundIsDescription: true,
    });

  const decode = (chunk: OnetChunk): string => {
    if (isStringChunk(chunk)) {
      if (!pendingBytes) return chunk;
      pendingBytes = false;
      try {
        return decoder.decode() + chunk;
      } catch {
        throw invalidBytes(nextLine + blankLines);
      }
    }
    try {
      pendingBytes = true;
      return decoder.decode(chunk, { stream: true });
    } catch {
      // Find the line of the first bad byte by decoding the chunk again leniently.
      const lenient = new TextDecoder('utf-8').decode(chunk);
      const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
      throw invalidBytes(nextLine + blankLines + countOf(before, '\n'));
    }
  };

  const take = (text: string, rows: TsvRow[]): void => {
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (line === '') {
      blankLines += 1;
      return;
    }
    // A blank line followed by data is malformed: surface it as a one-cell row.
    for (; blankLines > 0; blankLines -= 1) rows.push({ line: nextLine++, cells: [''] });
    rows.push({ line: nextLine++, cells: splitCells(line) });
  };

  const drain = (rows: TsvRow[]): void => {
    let start = 0;
    for (let end = buffer.indexOf('\n'); end !== -1; end = buffer.indexOf('\n', start)) {
      take(buffer.slice(start, end), rows);
      start = end + 1;
    }
    buffer = buffer.slice(start);
  };

  for await (const chunk of isIterable(input) ? input : streamChunks(input)) {
    let text = decode(chunk);
    if (atStart && text !== '') {
      atStart = false;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    if (text === '') continue;
    // Only the tail after the last newline can still be incomplete, so search the new text alone.
    const hadNewline = text.includes('\n');
    buffer += text;
    if (!hadNewline) continue;
    const rows: TsvRow[] = [];
    drain(rows);
    if (rows.length > 0) yield rows;
  }

  if (pendingBytes) {
    try {
      buffer += decoder.decode();
    } catch {
      throw invalidBytes(nextLine + blankLines);
    }
  }
  const rows: TsvRow[] = [];
  drain(rows);
  if (buffer !== '') take(buffer, rows);
  if (rows.length > 0) yield rows;
}
