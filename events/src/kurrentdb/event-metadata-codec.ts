import type { EventMetadata } from '../store/envelope.js';

/** The optional string keys written when known; an event written before they existed reads them as null (upcast). */
const ACTOR_DETAIL_KEYS = ['actorUsername', 'actorRole', 'actorRoleName', 'command', 'clientAddress'] as const;

/**
 * KurrentDB event metadata as this adapter writes it: a flat JSON object of strings. Flat strings because
 * multiStreamAppend (the v2 protocol) only carries string properties, and one shape for both append paths keeps the
 * reader simple. Null fields are left out. The server may add its own `$`-prefixed keys (`$schema.name`…); the
 * decoder ignores every key it does not know.
 */
export type EncodedMetadata = Record<string, string>;

export interface DecodedMetadata {
  readonly metadata: EventMetadata;
  readonly schemaVersion: number;
}

export function encodeMetadata(metadata: EventMetadata, schemaVersion: number): EncodedMetadata {
  const encoded: EncodedMetadata = {
    actorName: metadata.actorName,
    correlationId: metadata.correlationId,
    commandId: metadata.commandId,
    at: metadata.at,
    schemaVersion: String(schemaVersion),
  };
  if (metadata.actorId !== null) encoded.actorId = metadata.actorId;
  if (metadata.causationId !== null) encoded.causationId = metadata.causationId;
  if (metadata.requestHash !== undefined) encoded.requestHash = metadata.requestHash;
  for (const key of ACTOR_DETAIL_KEYS) {
    const value = metadata[key];
    if (value !== undefined && value !== null) encoded[key] = value;
  }
  return encoded;
}

export function decodeMetadata(raw: unknown): DecodedMetadata {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || raw instanceof Uint8Array) {
    throw new Error('Event metadata is not a JSON object');
  }
  const fields = raw as Record<string, unknown>;
  const requestHash = optionalString(fields, 'requestHash');
  const details = Object.fromEntries(ACTOR_DETAIL_KEYS.map((key) => [key, optionalString(fields, key)]));
  return {
    metadata: {
      actorId: optionalString(fields, 'actorId'),
      actorName: requiredString(fields, 'actorName'),
      correlationId: requiredString(fields, 'correlationId'),
      causationId: optionalString(fields, 'causationId'),
      commandId: requiredString(fields, 'commandId'),
      at: requiredString(fields, 'at'),
      ...(requestHash === null ? {} : { requestHash }),
      ...details,
    },
    schemaVersion: schemaVersionOf(fields.schemaVersion),
  };
}

function requiredString(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new Error(`Event metadata lacks ${key}`);
  return value;
}

function optionalString(fields: Record<string, unknown>, key: string): string | null {
  const value = fields[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Error(`Event metadata ${key} is not a string`);
  return value;
}

/** Events written before schema versions existed are version 1, as NewEvent's default says. */
function schemaVersionOf(value: unknown): number {
  if (value === undefined) return 1;
  const version = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw new Error(`Event metadata schemaVersion ${String(value)} is not a positive integer`);
  }
  return version;
}
