import { z } from 'zod';
import type { AuditSpec } from '@gym/kernel/audit/audit-contract';
import { auditMessageOf, auditWordsOf } from '@gym/kernel/audit/audit-message';
import type { AuditMessage, AuditWord } from '@gym/kernel/audit/audit-message';
import { catalogue } from '../catalogue.js';
import { modules } from '../modules.js';

/**
 * Sample events of every type an audit spec words (issue 46), for the tests that hold the UI's messages to the
 * server's words: one event per type with every field filled (each text and number different, so two values cannot
 * pass for one), then one per other choice the data allows (each value of an enumeration, false for a flag, a field
 * absent or null), each read by the catalogue as stored events are. Built from the event's JSON Schema; a type whose
 * schema constrains more than that (a pattern) has its fields given in `GIVEN`.
 */
export interface AuditSample {
  readonly type: string;
  readonly spec: AuditSpec;
  readonly event: ReturnType<typeof catalogue.parseEvent>;
}

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
};

/** Values a pattern or a refinement asks for, by field name, where a made-up one would not pass. */
const GIVEN: Record<string, unknown> = {
  time: '07:30',
  startTime: '07:30',
  endTime: '21:00',
  quietFrom: '21:00',
  quietUntil: '08:00',
  opensAt: '06:00',
  closesAt: '22:00',
  month: '2026-11',
  occurrenceId: 'session-1.2026-12-07',
  qatarId: '28563400123',
  iban: 'QA58DOHB00001234567890ABCDEFG',
  email: 'sara@example.com',
  phone: '+97455123456',
};

function sampleOf(schema: Schema, name: string, counter: { n: number }): unknown {
  if (name in GIVEN) return GIVEN[name];
  const n = ++counter.n;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c) => c.type !== 'null') ?? choices[0]!, name, counter);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return `2026-12-${String((n % 28) + 1).padStart(2, '0')}T08:30:00.000Z`;
      if (schema.pattern?.includes('[A-Za-z0-9]+(')) return `code.n${n}`;
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || schema.format === 'date')
        return `2026-12-${String((n % 28) + 1).padStart(2, '0')}`;
      if (schema.pattern?.includes('[0-5]\\d')) return `0${n % 10}:${String(n % 60).padStart(2, '0')}`;
      if (schema.pattern?.includes('\\d{4}-\\d{2}')) return '2026-11';
      if (schema.format === 'uuid') return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      if (schema.format === 'email') return `person${n}@example.com`;
      return `${name} ${n}`.slice(0, schema.maxLength ?? 200);
    case 'integer':
    case 'number': {
      // Zod's integers say ±2^53 when nothing narrower was asked: stay small and positive there.
      const low = Math.max(
        schema.minimum ?? 0,
        schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1,
      );
      const high = Math.min(schema.maximum ?? low + 1000, low + 1000);
      return low + (n % (high - low + 1));
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items ?? {}, name, counter),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key, counter)]),
      );
    default:
      return null;
  }
}

/** The other choices at each field: each enumeration value, false, null, or absent where allowed. */
function variantsOf(schema: Schema, required: boolean): unknown[] {
  const choices = schema.anyOf ?? schema.oneOf;
  const out: unknown[] = [];
  if (!required) out.push(undefined);
  if (schema.enum) out.push(...schema.enum.slice(1));
  if (schema.type === 'boolean') out.push(false);
  if (choices?.some((c) => c.type === 'null') || (Array.isArray(schema.type) && schema.type.includes('null')))
    out.push(null);
  if (choices) for (const choice of choices) if (choice.enum) out.push(...choice.enum);
  if (choices) for (const choice of choices) if (choice.type === 'boolean') out.push(false);
  return out;
}

function withAt(data: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (rest.length === 0 && value === undefined) delete copy[key!];
  else copy[key!] = withAt(copy[key!], rest, value);
  return copy;
}

function* variantData(schema: Schema, base: unknown, path: string[] = []): Generator<unknown> {
  const object = (schema.anyOf ?? schema.oneOf)?.find((c) => c.type === 'object') ?? schema;
  if (object.type !== 'object' || !object.properties) return;
  for (const [key, field] of Object.entries(object.properties)) {
    const at = [...path, key];
    for (const value of variantsOf(field, object.required?.includes(key) ?? false)) yield withAt(base, at, value);
    yield* variantData(field, base, at);
  }
}

/** Every sample of every type the audit specs word; `unread` lists types no made-up data could pass. */
export function auditSamples(): { samples: AuditSample[]; unread: string[] } {
  const samples: AuditSample[] = [];
  const unread: string[] = [];
  for (const module of modules) {
    const spec = (module as { audit?: AuditSpec }).audit;
    if (!spec) continue;
    for (const definition of module.events) {
      if (!(definition.type in spec.access)) continue;
      const schema = z.toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }) as Schema;
      const base = sampleOf(schema, 'data', { n: 0 });
      const read = (data: unknown) => {
        try {
          return catalogue.parseEvent({ type: definition.type, schemaVersion: definition.version, data });
        } catch {
          return null;
        }
      };
      const first = read(base);
      if (!first) {
        unread.push(definition.type);
        continue;
      }
      samples.push({ type: definition.type, spec, event: first });
      for (const data of variantData(schema, base)) {
        const event = read(data);
        if (event) samples.push({ type: definition.type, spec, event });
      }
    }
  }
  return { samples, unread };
}

const metadata = { actorId: '1', actorName: 'A', correlationId: 'c', causationId: null, commandId: 'k', at: '' };

/** Every sample as the event log's API gives it: its English words and its message (code and values). */
export function describedSamples(): { type: string; words: AuditWord[]; message: AuditMessage }[] {
  return auditSamples().samples.map(({ type, spec, event }) => {
    const parts = spec.describe(event, metadata);
    return { type, words: auditWordsOf(parts), message: auditMessageOf(type, parts) };
  });
}
