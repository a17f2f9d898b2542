import fc from 'fast-check';
import { bodySchemaOf } from './openapi-document.js';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-document.js';

/** A request body as sent on the wire. */
export interface RawBody {
  readonly contentType: string;
  readonly text: string;
}

/** One generated malformed input: how it was broken, the bytes, and the property it broke (if it broke one). */
export interface MalformedInput {
  readonly kind: string;
  readonly raw: RawBody | undefined;
  readonly badProperty?: string;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
const JSON_TYPES: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

const json = (kind: string, value: unknown, badProperty?: string): MalformedInput => ({
  kind,
  raw: { contentType: 'application/json', text: JSON.stringify(value) },
  ...(badProperty !== undefined ? { badProperty } : {}),
});

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(document, document.components?.schemas?.[ref.split('/').pop()!] ?? {});
}

/**
 * The JSON types a schema accepts, or undefined when it does not say (then no value is surely wrong for it).
 * Alternatives (anyOf/oneOf) add up; an integer is also a number only where numbers are accepted.
 */
function acceptedTypes(document: OpenApiDocument, raw: JsonSchema): Set<JsonType> | undefined {
  const schema = resolve(document, raw);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const types = new Set<JsonType>();
    for (const alternative of alternatives) {
      const inner = acceptedTypes(document, alternative);
      if (!inner) return undefined;
      inner.forEach((type) => types.add(type));
    }
    return types;
  }
  const all = schema.allOf as JsonSchema[] | undefined;
  if (all?.length) return acceptedTypes(document, all[0]!);
  const declared = [schema.type ?? []].flat() as JsonType[];
  if (declared.length === 0) {
    const fixed = (schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined)) as unknown[] | undefined;
    if (!fixed) return undefined;
    return new Set(fixed.map(typeOf));
  }
  const types = new Set(declared.filter((type) => JSON_TYPES.includes(type)));
  if (types.has('number')) types.add('integer');
  return types;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** Values of every JSON type, each standing for its type; a number that is a whole number counts as 'integer'. */
const valuesOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  // Not a number even to a coercing schema: a letter first.
  string: fc.string({ maxLength: 20 }).map((s) => `x${s}`),
  number: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((n) => Math.trunc(n) + 0.5),
  integer: fc.integer(),
  boolean: fc.boolean(),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }),
  object: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
    minKeys: 1,
    maxKeys: 3,
  }),
  null: fc.constant(null),
};

/** Values a property surely refuses: of a type it does not accept, or beyond its declared limits. */
function wrongValues(document: OpenApiDocument, raw: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const accepted = acceptedTypes(document, raw);
  if (!accepted) return undefined;
  const candidates = JSON_TYPES.filter((type) => !accepted.has(type)).map((type) => valuesOfType[type]);
  const schema = resolve(document, raw);
  // Limits are only surely broken on a schema with no alternatives.
  if (typeof schema.maxLength === 'number' && accepted.size === 1) {
    // Too long even once trimmed: routes trim text before they check its length, so 'x' × maxLength followed by a
    // space is a valid value (the till close's reason was refused as valid that way, naming only the other field).
    candidates.push(
      fc.string({ minLength: 1, maxLength: 5 }).map((s) => 'x'.repeat((schema.maxLength as number) + 1) + s),
    );
  }
  if (Array.isArray(schema.enum) && accepted.size === 1 && accepted.has('string')) {
    candidates.push(fc.string({ maxLength: 10 }).map((s) => `not-one-of-them-${s}`));
  }
  // A date alternative is refused an impossible day or one beyond its bounds, whatever else the property takes ('',
  // null): none of those is a day (issue 43, item 1).
  const alternatives = [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[])].map((s) =>
    resolve(document, s),
  );
  const date = alternatives.find((s) => s.format === 'date');
  if (date) candidates.push(fc.constantFrom(...impossibleDays(date)));
  // Text that refuses control characters refuses the direction overrides and isolates too (issue 43, item 6).
  if (alternatives.some((s) => typeof s.pattern === 'string' && isTextPattern(s.pattern))) {
    candidates.push(
      fc
        .tuple(fc.constantFrom(...BIDI_CONTROLS), fc.string({ maxLength: 8 }))
        .map(([control, text]) => `Ali${control}${text.replace(/[^a-z]/gi, 'x')}`),
    );
  }
  const numbersOnly = [...accepted].every((type) => type === 'number' || type === 'integer');
  const minimum = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
  if (typeof minimum === 'number' && numbersOnly) candidates.push(fc.nat().map((n) => minimum - 1 - n));
  const maximum = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
  if (typeof maximum === 'number' && numbersOnly) candidates.push(fc.nat().map((n) => maximum + 1 + n));
  return candidates.length > 0 ? fc.oneof(...candidates) : undefined;
}

/** The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCodePoint(code),
);
/** The shared text types' pattern: it refuses NUL (the other patterns on a string say what an id or a code looks like). */
const isTextPattern = (pattern: string) => !new RegExp(pattern, 'u').test('a\u0000b');

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Days no date field takes: impossible ones, and the days just outside the field's declared bounds. */
function impossibleDays(schema: JsonSchema): string[] {
  const days = ['0000-00-00', '2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '9999-12-31'];
  if (typeof schema['x-earliest'] === 'string') days.push(shiftDay(schema['x-earliest'], -1));
  if (typeof schema['x-latest'] === 'string') days.push(shiftDay(schema['x-latest'], 1));
  return days;
}

const brokenJson = fc.oneof(
  fc.constantFrom('', '{', '{"a":', '[1,', '{"a":1,}', "{'a':1}", 'nul', '{"a":1}}', '\u0000', '{"a":"\\x"}'),
  fc.string({ maxLength: 30 }).map((s) => `{${s}`),
);

/**
 * Malformed bodies for an operation with a JSON object body: not an object at all, broken JSON, the wrong media
 * type, required properties missing, or one property of the wrong type or out of range (named as `badProperty`).
 */
export function malformedBodies(document: OpenApiDocument, operation: Operation): fc.Arbitrary<MalformedInput> {
  const schema = resolve(document, bodySchemaOf(document, operation.operation) ?? {});
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const kinds: fc.Arbitrary<MalformedInput>[] = [
    fc
      .oneof(valuesOfType.string, valuesOfType.integer, valuesOfType.boolean, valuesOfType.array, valuesOfType.null)
      .map((value) => json('not an object', value)),
    brokenJson
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => ({ kind: 'broken JSON', raw: { contentType: 'application/json', text } })),
    fc
      .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded')
      .map((contentType) => ({ kind: 'wrong media type', raw: { contentType, text: 'a=1&b=2' } })),
  ];
  if (required.length > 0) {
    // Unknown names only, so every required property is missing.
    const unknown = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).map((s) => `zz${s}`),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 3 },
    );
    kinds.push(unknown.map((value) => json('required properties missing', value)));
  }
  const breakable = Object.entries(properties).flatMap(([name, property]) => {
    const wrong = wrongValues(document, property);
    return wrong ? [wrong.map((value) => json('property of the wrong type or range', { [name]: value }, name))] : [];
  });
  if (breakable.length > 0) kinds.push(fc.oneof(...breakable));
  return fc.oneof(...kinds);
}

/** What a route that takes no JSON body gets: none, junk labelled as JSON, or a multipart body that is not one. */
export function noBodyJunk(): fc.Arbitrary<MalformedInput> {
  return fc.oneof(
    fc.constant<MalformedInput>({ kind: 'no body', raw: undefined }),
    fc.jsonValue({ maxDepth: 1 }).map((value) => json('a JSON body', value)),
    fc.string({ maxLength: 40 }).map((text) => ({
      kind: 'broken multipart',
      raw: { contentType: 'multipart/form-data; boundary=zz', text },
    })),
  );
}

/** The control-character guard every string carries; it says nothing of an id's shape. */
const NO_CONTROL_CHARACTERS = /\\u0000-\\u001F/;

/** Path values shaped as the parameter wants (its type, format and own pattern) that name nothing stored. */
export function wellFormedPathValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  if (schema?.format === 'uuid') return fc.uuid();
  if (schema?.type === 'integer' || schema?.type === 'number') return fc.integer({ min: 9e5, max: 9e6 }).map(String);
  // A month or a day within its declared bounds (a payroll run's `2026-11`), as ISO text of the bounds' length.
  const [earliest, latest] = [schema?.['x-earliest'], schema?.['x-latest']];
  if (typeof earliest === 'string' && typeof latest === 'string') {
    return fc
      .date({
        min: new Date(`${earliest.padEnd(10, '-01')}T00:00:00Z`),
        max: new Date(`${latest.padEnd(10, '-28')}T00:00:00Z`),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, earliest.length));
  }
  const patterns = [schema, ...((schema?.allOf as JsonSchema[] | undefined) ?? [])]
    .flatMap((s) => (typeof s?.pattern === 'string' ? [s.pattern] : []))
    .filter((pattern) => !NO_CONTROL_CHARACTERS.test(pattern));
  if (patterns[0]) return fc.stringMatching(new RegExp(patterns[0]));
  return fc.string({ minLength: 1, maxLength: 12 }).map((s) => `no-such-${s.replace(/[^a-z0-9]/gi, 'x')}`);
}

/** Path values no id takes: a letter first, control and quoting characters, traversal, huge, negative, fractional. */
export function malformedPathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 20 }).map((s) => `zz${s}`),
    fc.constantFrom("1' OR '1'='1", '../../etc/passwd', '-1', '1.5', '%00', '\u0000', 'null', 'x'.repeat(3000)),
  );
}
