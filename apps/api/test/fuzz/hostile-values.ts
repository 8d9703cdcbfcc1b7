import fc from 'fast-check';

/** Characters that text fields must refuse or survive: controls, broken UTF-16, direction marks. */
const ODD_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200d',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\u0301',
  '\r\n',
  '\t',
];

/** Whole values that mean something elsewhere: injections, keys of Object.prototype, numbers. */
const ODD_WORDS = [
  '',
  ' ',
  '   padded   ',
  "'; drop table profiles; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
];

const oddCharacter = fc.oneof(
  fc.constantFrom(...ODD_CHARACTERS),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x200b, max: 0x206f }).map((code) => String.fromCharCode(code)),
);

/** Text a person could not have typed in a form: odd characters, alone or among ordinary ones. */
export const oddText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...ODD_WORDS),
    fc.string({ minLength: 1, maxLength: 8, unit: oddCharacter }),
    fc.string({
      minLength: 1,
      maxLength: 24,
      unit: fc.oneof(oddCharacter, fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })),
    }),
  );

/** Sizes around the API's 64 KiB body limit, and far past it. */
export const HUGE_LENGTHS = [10_000, 65_000, 65_537, 70_000, 300_000] as const;

export const hugeText = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('a', 'é', '\u0000', '😀', '\\'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** A value of any JSON type but the expected one (null only when the schema does not allow it). */
export function wrongTypeValue(type: JsonType | undefined, nullable = false) {
  const byType: [JsonType, fc.Arbitrary<unknown>][] = [
    ['string', fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('1', 'true', ''))],
    ['integer', fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31))],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['boolean', fc.boolean()],
    ['object', fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }))],
    ['array', fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 })],
    ['null', fc.constant(null)],
  ];
  const wrong = byType.filter(
    ([kind]) =>
      kind !== type &&
      !(kind === 'null' && nullable) &&
      // An integer is a number too.
      !(type === 'number' && kind === 'integer'),
  );
  return fc.oneof(...wrong.map(([, arbitrary]) => arbitrary));
}

/**
 * Percent-encoding that also takes broken UTF-16: a lone surrogate is written as its (invalid)
 * three UTF-8-style bytes, as a hostile client could send it; encodeURIComponent would throw.
 */
export function percentEncode(text: string) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Path segments, already as they stand in a URL: traversal, encoded slashes, broken escapes. */
export const hostileSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '.',
      '..',
      '...',
      '%2e',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      '..%2F..%2Fapi%2Fme',
      '%5C',
      '%00',
      'a%00b',
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%ED%A0%80',
      '%C0%AF',
      '%FF',
      '%F0%9F%98',
      '%3F',
      '%23',
      ';',
      'a;b=c',
      '+',
      '%20',
      '~',
      '*',
    ),
    // Over-long: past find-my-way's 100-character parameter limit, and far past it.
    fc.constantFrom(101, 500, 8_000).map((length) => 'x'.repeat(length)),
    oddText().map(percentEncode),
  );

/** Whole query strings that a form would never write. */
export const hostileQuery = (names: string[]): fc.Arbitrary<string> => {
  const name = names.length ? fc.constantFrom(...names) : fc.constant('q');
  return fc.oneof(
    name.map((key) => `${key}=%`),
    name.map((key) => `${key}=%ZZ`),
    name.map((key) => `${key}=%ED%A0%80`),
    name.map((key) => `${key}`),
    name.map((key) => `${key}=`),
    name.map((key) => `${key}[]=1`),
    name.map((key) => `${key}[a]=b`),
    name.map((key) => `${key}=${'9'.repeat(400)}`),
    name.map((key) => `${key}=${'x'.repeat(9_000)}`),
    fc.tuple(name, oddText()).map(([key, value]) => `${key}=${percentEncode(value)}`),
    fc.constantFrom('__proto__[x]=1', 'constructor[prototype][x]=1', '&&&', '=', '==a', '%00=1'),
  );
};

/** Content types for a JSON body: the ones to refuse and the odd spellings of the right one. */
export const CONTENT_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/problem+json',
  'application/json-patch+json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/json, text/plain',
  '*/*',
  'json',
] as const;

/** Bodies that are not JSON or break JSON's edges, given valid JSON text to cut and wrap. */
export const malformedJson = (validText: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '[1,2',
      'NaN',
      '{"a":NaN}',
      '{"a":1e999}',
      '{"a":-}',
      '\ufeff{}',
      '{}garbage',
      '{} {}',
      '{"a":"\\u12"}',
      '{"a":"\\x41"}',
      '{"a":"line\nbreak"}',
      '/* comment */ {}',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"prototype":{"polluted":true}}',
    ),
    // Valid text cut off at any point.
    fc
      .tuple(validText, fc.nat())
      .map(([text, at]) => (text.length > 1 ? text.slice(0, at % text.length) : '{')),
  );

/** JSON nested deeper than any schema: inside an array, an object, or under a key of the body. */
export const deepJson = (keys: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(64, 1_000, 10_000, 30_000),
      fc.constantFrom('array', 'object'),
      keys.length ? fc.option(fc.constantFrom(...keys)) : fc.constant(null),
    )
    .map(([depth, kind, key]) => {
      const inner =
        kind === 'array'
          ? '['.repeat(depth) + ']'.repeat(depth)
          : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return key ? `{${JSON.stringify(key)}:${inner}}` : inner;
    });

/** A JSON object body with a prototype-polluting key written into its text, at the top or under a key. */
export const protoKeyJson = (validObjectText: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      validObjectText,
      fc.constantFrom(
        '"__proto__":{"isAdmin":true}',
        '"__proto__":null',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"prototype":{"isAdmin":true}',
        '"\\u005f_proto__":{"isAdmin":true}',
      ),
    )
    .map(([text, entry]) =>
      text.startsWith('{') ? `{${entry}${text.length > 2 ? ',' : ''}${text.slice(1)}` : text,
    );

/** The same key twice in one object: JSON parsers keep the last, a schema check may see either. */
export const duplicateKeyJson = (
  validObjectText: fc.Arbitrary<string>,
  keys: string[],
): fc.Arbitrary<string> =>
  fc
    .tuple(validObjectText, keys.length ? fc.constantFrom(...keys) : fc.constant('a'), oddText())
    .map(([text, key, value]) =>
      text.startsWith('{') && text.length > 2
        ? `{${JSON.stringify(key)}:${JSON.stringify(value)},${text.slice(1)}`
        : text,
    );

/** Authorization headers that are not a valid sign-in; none at all (anonymous) the most often. */
export const badAuthorization = (): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Bearer not-a-token',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        'Basic dXNlcjpwYXNz',
        'bearer abc',
        `Bearer ${'a'.repeat(9_000)}`,
        'Bearer a\tb',
      ),
      weight: 5,
    },
  );
