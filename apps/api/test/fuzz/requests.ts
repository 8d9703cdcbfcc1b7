import fc from 'fast-check';
import {
  CONTENT_TYPES,
  badAuthorization,
  deepJson,
  duplicateKeyJson,
  hostileQuery,
  hostileSegment,
  hugeText,
  malformedJson,
  percentEncode,
  protoKeyJson,
} from './hostile-values';
import { type JsonSchema, type KnownStrings, nearValue, validValue } from './schema-values';

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  /** "PUT /api/me/favourites/{code}", as the document names it. */
  label: string;
  method: string;
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | null;
  /** Methods the document has no operation for on this path. */
  otherMethods: string[];
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const METHODS = new Set(['GET', 'HEAD', 'OPTIONS', ...WRITE_METHODS]);

/**
 * Methods to send to a path that has no operation for them (HEAD aside: its answers have no body
 * to check). Methods outside this list never reach the API: Node's HTTP parser refuses them.
 */
const OTHER_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'SEARCH',
  'QUERY',
  'LOCK',
  'M-SEARCH',
];

/**
 * The operations to fuzz, read from the API's own OpenAPI document: every write, and every
 * operation that takes a path or query parameter. A new route in the document is fuzzed as it is.
 */
export function fuzzedOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([name, operation]) => {
      const method = name.toUpperCase();
      if (!METHODS.has(method)) return [];
      const parameters = operation.parameters ?? [];
      const documented = Object.keys(operations).map((one) => one.toUpperCase());
      const found: Operation = {
        label: `${method} ${path}`,
        method,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        otherMethods: OTHER_METHODS.filter((other) => !documented.includes(other)),
      };
      return WRITE_METHODS.has(method) || parameters.length ? [found] : [];
    }),
  );
}

/** Which part of a request a case bends; every other part is valid. */
export type Focus =
  'valid' | 'near' | 'path' | 'query' | 'body' | 'content-type' | 'auth' | 'method';

/** How the case signs in: as the fuzz's person (their current token) or with this header. */
export type Authorization =
  { person: true } | { person: false; header: string | undefined; address: string };

export type FuzzCase = {
  focus: Focus;
  method: string;
  url: string;
  headers: Record<string, string>;
  authorization: Authorization;
  payload: string | undefined;
};

const SHOWN = 300;
const shorten = (text: string) =>
  text.length > SHOWN ? `${text.slice(0, SHOWN)}… (${text.length} characters)` : text;

/** One line a person can read and replay, however large the body or the address. */
export function describeCase(fuzzCase: FuzzCase) {
  const auth = fuzzCase.authorization.person
    ? 'signed in'
    : `authorization: ${JSON.stringify(fuzzCase.authorization.header && shorten(fuzzCase.authorization.header))}`;
  return [
    `${fuzzCase.method} ${shorten(fuzzCase.url)}`,
    `(${fuzzCase.focus}; ${auth}; headers ${JSON.stringify(fuzzCase.headers)})`,
    fuzzCase.payload === undefined
      ? 'no body'
      : `body ${JSON.stringify(shorten(fuzzCase.payload))}`,
  ].join(' ');
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** A parameter's values as they stand in a URL: valid and one step off. */
type ParameterValues = { name: string; valid: fc.Arbitrary<string>; near: fc.Arbitrary<string> };

const parameterValues = (parameter: Parameter, known: KnownStrings): ParameterValues => ({
  name: parameter.name,
  valid: validValue(parameter.schema, known, parameter.name).map((value) =>
    percentEncode(asText(value)),
  ),
  near: nearValue(parameter.schema, known, parameter.name).map((value) =>
    percentEncode(asText(value)),
  ),
});

type Bend = 'near' | 'hostile' | null;

/** Paths with every parameter valid, or with one of them (any one) near or hostile. */
function paths(operation: Operation, values: ParameterValues[], bend: Bend) {
  if (!values.length) return fc.constant(operation.path);
  const filled = (bent: number) =>
    fc
      .tuple(
        ...values.map((value, index) =>
          index !== bent ? value.valid : bend === 'hostile' ? hostileSegment() : value.near,
        ),
      )
      .map((texts) =>
        values.reduce(
          (path, value, index) => path.replace(`{${value.name}}`, texts[index]!),
          operation.path,
        ),
      );
  return bend ? fc.oneof(...values.map((_, index) => filled(index))) : filled(-1);
}

/** Queries with each optional parameter now and then, valid, or one of them (always there) near. */
function queries(values: ParameterValues[], required: Set<string>, near: number) {
  return fc
    .tuple(
      ...values.map((value, index) => {
        const pair = (index === near ? value.near : value.valid).map(
          (text) => `${value.name}=${text}`,
        );
        return index === near || required.has(value.name)
          ? pair
          : fc.option(pair, { nil: null, freq: 2 });
      }),
    )
    .map((pairs) => pairs.filter((pair) => pair !== null).join('&'));
}

/** A query bent harder: hostile text, the same name twice, an unknown parameter. */
function hostileQueries(values: ParameterValues[], valid: fc.Arbitrary<string>) {
  const extra: fc.Arbitrary<string>[] = [
    hostileQuery(values.map((value) => value.name)),
    // An unknown parameter, which the API ignores or refuses but never trips on.
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 }))
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
    ...values.map((value) =>
      fc
        .tuple(value.valid, value.near)
        .map(([one, other]) => `${value.name}=${one}&${value.name}=${other}`),
    ),
  ];
  return fc
    .tuple(valid, fc.oneof(...extra))
    .map(([query, bent]) => (query ? `${query}&${bent}` : bent));
}

type Body = { payload: string | undefined; contentType: string | undefined };

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'] as const;
const asJson = (payload: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
  fc
    .tuple(payload, fc.constantFrom(...JSON_TYPES))
    .map(([text, contentType]) => ({ payload: text, contentType }));

/** Bodies of each kind; an operation without a body gets none when valid, and one otherwise. */
function bodies(operation: Operation, known: KnownStrings) {
  const schema = operation.body ?? { type: 'object' as const };
  const validText = validValue(schema, known).map((value) => JSON.stringify(value));
  const keys = Object.keys(schema.properties ?? {});
  return {
    valid: operation.body
      ? asJson(validText)
      : fc.constant<Body>({ payload: undefined, contentType: undefined }),
    near: asJson(nearValue(schema, known).map((value) => JSON.stringify(value) ?? 'null')),
    contentType: fc
      .tuple(fc.oneof(validText, fc.constant('')), fc.constantFrom(...CONTENT_TYPES))
      .map(([payload, contentType]): Body => ({ payload, contentType })),
    hostile: asJson(
      fc.oneof(
        malformedJson(validText),
        deepJson(keys),
        protoKeyJson(validText),
        duplicateKeyJson(validText, keys),
        fc
          .tuple(keys.length ? fc.constantFrom(...keys) : fc.constant('a'), hugeText())
          .map(([key, text]) => JSON.stringify({ [key]: text })),
      ),
    ),
  };
}

const FOCUS_WEIGHTS: Record<Focus, number> = {
  valid: 6,
  near: 6,
  path: 2,
  query: 2,
  body: 4,
  'content-type': 2,
  auth: 2,
  method: 1,
};

/** Content encodings the API does not take, sent on a few content-type cases. */
const ENCODINGS = [undefined, undefined, 'gzip', 'br', 'deflate', 'x-unknown'] as const;

const signedIn = fc.constant<Authorization>({ person: true });
const badSignIn = fc
  .tuple(badAuthorization(), fc.nat(255), fc.nat(255))
  .map(([header, a, b]): Authorization => ({
    person: false,
    header,
    // From one of many addresses (198.18.0.0/15 is for tests).
    address: `198.18.${a}.${b}`,
  }));

type Parts = {
  path: fc.Arbitrary<string>;
  query: fc.Arbitrary<string>;
  body: fc.Arbitrary<Body>;
  authorization?: fc.Arbitrary<Authorization>;
  encoding?: fc.Arbitrary<string | undefined>;
  method?: fc.Arbitrary<string>;
};

function assemble(operation: Operation, focus: Focus, parts: Parts): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      path: parts.path,
      query: parts.query,
      body: parts.body,
      authorization: parts.authorization ?? signedIn,
      encoding: parts.encoding ?? fc.constant(undefined),
      method: parts.method ?? fc.constant(operation.method),
    })
    .map(({ path, query, body, authorization, encoding, method }) => {
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (encoding) headers['content-encoding'] = encoding;
      const fuzzCase: FuzzCase = {
        focus,
        method,
        url: query ? `${path}?${query}` : path,
        headers,
        authorization,
        payload: body.payload,
      };
      // fast-check shows a failing case by this: one readable line, however large the body.
      return Object.defineProperty(fuzzCase, fc.toStringMethod, {
        value: () => describeCase(fuzzCase),
      });
    });
}

/**
 * Requests for one operation: all valid, or one part bent (path, query, body, content type or
 * sign-in) while the others stay valid, so each case gets as far as its one fault lets it.
 */
export function requestCases(operation: Operation, known: KnownStrings): fc.Arbitrary<FuzzCase> {
  const pathValues = operation.pathParameters.map((parameter) => parameterValues(parameter, known));
  const queryValues = operation.queryParameters.map((parameter) =>
    parameterValues(parameter, known),
  );
  const required = new Set(
    operation.queryParameters.filter((parameter) => parameter.required).map((p) => p.name),
  );
  const validPath = paths(operation, pathValues, null);
  const validQuery = queries(queryValues, required, -1);
  const body = bodies(operation, known);
  const valid = { path: validPath, query: validQuery, body: body.valid };

  const near = [
    ...(pathValues.length ? [{ ...valid, path: paths(operation, pathValues, 'near') }] : []),
    ...queryValues.map((_, index) => ({ ...valid, query: queries(queryValues, required, index) })),
    ...(operation.body || !(pathValues.length || queryValues.length)
      ? [{ ...valid, body: body.near }]
      : []),
  ];
  const byFocus: [Focus, fc.Arbitrary<FuzzCase>][] = [
    ['valid', assemble(operation, 'valid', valid)],
    ['near', fc.oneof(...near.map((parts) => assemble(operation, 'near', parts)))],
    [
      'query',
      assemble(operation, 'query', { ...valid, query: hostileQueries(queryValues, validQuery) }),
    ],
    ['body', assemble(operation, 'body', { ...valid, body: body.hostile })],
    [
      'content-type',
      assemble(operation, 'content-type', {
        ...valid,
        body: body.contentType,
        encoding: fc.constantFrom(...ENCODINGS),
      }),
    ],
    ['auth', assemble(operation, 'auth', { ...valid, authorization: badSignIn })],
    [
      'method',
      assemble(operation, 'method', {
        ...valid,
        method: fc.constantFrom(...operation.otherMethods),
      }),
    ],
  ];
  if (pathValues.length)
    byFocus.push([
      'path',
      assemble(operation, 'path', { ...valid, path: paths(operation, pathValues, 'hostile') }),
    ]);
  return fc.oneof(
    ...byFocus.map(([focus, arbitrary]) => ({ arbitrary, weight: FOCUS_WEIGHTS[focus] })),
  );
}
