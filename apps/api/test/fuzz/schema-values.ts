import fc from 'fast-check';
import { oddText, wrongTypeValue } from './hostile-values';

/** The part of JSON Schema that @fastify/swagger writes from the contract's zod schemas. */
export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Strings the API itself has shown (career codes, card ids, report ids, share ids…), all of them
 * and by the name of the field they stood in: a generated string often takes one that fits its
 * schema, first from a field of its own name, so valid-shaped cases also reach stored rows.
 */
export type KnownStrings = {
  all: readonly string[];
  byName: ReadonlyMap<string, readonly string[]>;
};

// Generated strings and arrays stay short unless the schema asks for more; the boundary cases
// (exactly at a maximum, one past it) are generated separately.
const TYPICAL_STRING = 40;
const TYPICAL_ITEMS = 12;

const intBetween = (min: number, max: number): fc.Arbitrary<number> =>
  min >= -0x80000000 && max <= 0x7fffffff
    ? fc.integer({ min, max })
    : fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);

function integerRange(schema: JsonSchema) {
  const min = Math.ceil(
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? Number.MIN_SAFE_INTEGER),
  );
  const max = Math.floor(
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? Number.MAX_SAFE_INTEGER),
  );
  return { min, max };
}

const lengthRange = (schema: JsonSchema) => ({
  min: schema.minLength ?? 0,
  max: schema.maxLength ?? Number.POSITIVE_INFINITY,
});

/** Whether a string meets a string schema's length, pattern and enum. */
function fitsString(schema: JsonSchema) {
  const { min, max } = lengthRange(schema);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  return (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!schema.enum || schema.enum.includes(value)) &&
    (!pattern || pattern.test(value));
}

function validString(schema: JsonSchema, known: KnownStrings, name: string): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const { min, max } = lengthRange(schema);
  const typicalMax = Math.max(min, Math.min(max, TYPICAL_STRING));
  const fits = fitsString(schema);
  const made = schema.pattern
    ? matching(schema.pattern, fits)
    : fc.oneof(
        fc.string({ minLength: min, maxLength: typicalMax, unit: 'grapheme' }),
        fc.string({ minLength: min, maxLength: typicalMax, unit: 'binary' }),
        // At the boundaries: the shortest and the longest a schema allows.
        fc.string({ minLength: min, maxLength: min, unit: 'grapheme-ascii' }),
        ...(Number.isFinite(max)
          ? [fc.string({ minLength: max, maxLength: max, unit: 'grapheme-ascii' })]
          : []),
      );
  const named = (known.byName.get(name) ?? []).filter(fits);
  const seen = known.all.filter(fits);
  return fc.oneof(
    { arbitrary: made, weight: 2 },
    ...(seen.length ? [{ arbitrary: fc.constantFrom(...seen), weight: 1 }] : []),
    ...(named.length ? [{ arbitrary: fc.constantFrom(...named), weight: 4 }] : []),
  );
}

/**
 * Strings a pattern matches. fast-check reads most regular expressions; for one it cannot (a
 * lookahead, say) the strings are any, and valid only by chance or when known.
 */
function matching(pattern: string, fits: (value: string) => boolean): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: 'small' }).filter(fits);
  } catch {
    return fc.string({ maxLength: TYPICAL_STRING });
  }
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerRange(schema);
  return fc.oneof(fc.constantFrom(min, max), intBetween(min, max));
}

function validArray(
  schema: JsonSchema,
  known: KnownStrings,
  name: string,
): fc.Arbitrary<unknown[]> {
  const item = validValue(schema.items ?? {}, known, name);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const typical = fc.array(item, {
    minLength: min,
    maxLength: Math.max(min, Math.min(max, TYPICAL_ITEMS)),
  });
  return fc.oneof(
    { arbitrary: typical, weight: 4 },
    ...(Number.isFinite(max) ? [fc.array(item, { minLength: max, maxLength: max })] : []),
    ...knownEntries(schema, known).map((arbitrary) => ({ arbitrary, weight: 3 })),
  );
}

/**
 * Lists of objects keyed by strings the API showed under the same field name (ratings of the
 * deck's cards, answers to the test's items): any number of them, each once, in any order. Only
 * such lists reach what needs many distinct entries, such as a complete set of ratings.
 */
function knownEntries(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<unknown[]>[] {
  const items = schema.items;
  if (items?.type !== 'object') return [];
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  return Object.entries(items.properties ?? {}).flatMap(([key, property]) => {
    if (property.type !== 'string') return [];
    const strings = (known.byName.get(key) ?? []).filter(fitsString(property));
    const most = Math.min(strings.length, max);
    if (most < Math.max(min, 2)) return [];
    return [
      fc
        .tuple(
          fc.shuffledSubarray(strings, { minLength: Math.max(min, 1), maxLength: most }),
          fc.array(validObject(items, known), { minLength: most, maxLength: most }),
        )
        .map(([picked, objects]) =>
          picked.map((value, index) => ({ ...objects[index], [key]: value })),
        ),
    ];
  });
}

function validObject(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<object> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, known, key)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/**
 * Values the schema accepts, boundaries included, often taken from the API's own strings; `name`
 * is the field's or parameter's (an array's items share the array's).
 */
export function validValue(
  schema: JsonSchema,
  known: KnownStrings,
  name = '',
): fc.Arbitrary<unknown> {
  const own = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, known, name)));
    if (schema.allOf?.[0]) return validValue(schema.allOf[0], known, name);
    switch (schema.type) {
      case 'string':
        return validString(schema, known, name);
      case 'integer':
        return validInteger(schema);
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e9,
          max: schema.maximum ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return validArray(schema, known, name);
      case 'object':
        return validObject(schema, known);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof({ arbitrary: own, weight: 4 }, fc.constant(null)) : own;
}

/** Values that break one rule of this schema itself (type, length, range, pattern, enum, count). */
function brokenValue(schema: JsonSchema, known: KnownStrings, name: string): fc.Arbitrary<unknown> {
  const broken: fc.Arbitrary<unknown>[] = [wrongTypeValue(schema.type, schema.nullable)];
  if (schema.type === 'string') {
    const { min, max } = lengthRange(schema);
    if (Number.isFinite(max))
      broken.push(fc.string({ minLength: max + 1, maxLength: max + 3, unit: 'grapheme-ascii' }));
    if (min > 0) broken.push(fc.string({ maxLength: min - 1, unit: 'grapheme-ascii' }));
    // One character too many or a stray one inside: mostly off the pattern or the enum.
    const valid = validString(schema, known, name);
    broken.push(
      fc.tuple(valid, oddText(), fc.nat()).map(([value, extra, at]) => {
        const cut = value.length ? at % (value.length + 1) : 0;
        return value.slice(0, cut) + extra + value.slice(cut);
      }),
      valid.map((value) => value.toUpperCase() + ' '),
      oddText(),
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = integerRange(schema);
    broken.push(
      fc.constantFrom(min - 1, max + 1, 0.5, min + 0.5, -0, 1e21, 2 ** 53 + 2, -(2 ** 63)),
    );
  }
  if (schema.type === 'array') {
    const item = validValue(schema.items ?? {}, known, name);
    if (schema.maxItems !== undefined)
      broken.push(
        fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 2 }),
      );
    if (schema.minItems) broken.push(fc.array(item, { maxLength: schema.minItems - 1 }));
  }
  if (schema.type === 'boolean') broken.push(fc.constantFrom('true', 'false', 0, 1, 'yes'));
  return fc.oneof(...broken);
}

function nearObject(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<unknown>[] {
  const whole = validObject(schema, known);
  const keys = Object.keys(schema.properties ?? {});
  const near: fc.Arbitrary<unknown>[] = [
    // One key the schema does not know, with any value.
    fc
      .tuple(
        whole,
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'uid', ''),
          fc.string({ maxLength: 12 }),
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([value, key, extra]) => Object.defineProperty({ ...value }, key, withValue(extra))),
  ];
  if (schema.required?.length)
    near.push(
      fc.tuple(whole, fc.constantFrom(...schema.required)).map(([value, key]) => {
        const { [key]: _left, ...rest } = value as Record<string, unknown>;
        return rest;
      }),
    );
  // One property one step off, the rest valid.
  for (const key of keys)
    near.push(
      fc
        .tuple(whole, nearValue(schema.properties![key]!, known, key))
        .map(([value, one]) => Object.defineProperty({ ...value }, key, withValue(one))),
    );
  return near;
}

// defineProperty, so that a key such as __proto__ becomes a real key of the sent JSON.
const withValue = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  configurable: true,
  writable: true,
});

function nearArray(schema: JsonSchema, known: KnownStrings, name: string): fc.Arbitrary<unknown>[] {
  if (!schema.items) return [];
  const whole = validArray(schema, known, name);
  return [
    fc.tuple(whole, nearValue(schema.items, known, name), fc.nat()).map(([items, one, at]) => {
      const copy = [...items];
      copy.splice(items.length ? at % items.length : 0, 1, one);
      return copy;
    }),
    // The same item twice.
    whole.map((items) => (items.length ? [...items, items[0]] : items)),
  ];
}

/** Values one step from valid: one rule broken here, or one deeper part broken in a valid whole. */
export function nearValue(
  schema: JsonSchema,
  known: KnownStrings,
  name = '',
): fc.Arbitrary<unknown> {
  const deeper =
    schema.type === 'object'
      ? nearObject(schema, known)
      : schema.type === 'array'
        ? nearArray(schema, known, name)
        : [];
  return fc.oneof(brokenValue(schema, known, name), ...deeper);
}
