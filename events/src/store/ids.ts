import { createHash, hash, randomUUID } from 'node:crypto';

/** RFC 4122 namespace for the event ids this project derives (a fixed random UUID, never change it). */
const EVENT_ID_NAMESPACE = '6f1c0b9e-3f2d-4c59-9a51-2d7f0c8b4e13';

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Name-based UUID (version 5, SHA-1) as RFC 4122 section 4.3 defines it. */
export function uuidV5(name: string, namespace: string = EVENT_ID_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidToBytes(namespace)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return bytesToUuid(bytes);
}

const NAMESPACE_BYTES = uuidToBytes(EVENT_ID_NAMESPACE);
/** Reused for every derivation: building hash objects per id dominated bulk appends of millions of events. */
const scratch = Buffer.alloc(1024);
NAMESPACE_BYTES.copy(scratch);

/** The id of the `index`-th event a command appends: stable across retries of the same command (uuid v5). */
export function deriveEventId(idempotencyKey: string, index: number): string {
  const name = `${idempotencyKey}#${index}`;
  if (Buffer.byteLength(name) > scratch.length - 16) return uuidV5(name);
  const length = 16 + scratch.write(name, 16, 'utf8');
  const hex = hash('sha1', scratch.subarray(0, length), 'hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An entity id a create command assigns: stable across retries when the command carries a key. */
export function deriveEntityId(idempotencyKey: string | undefined, purpose: string): string {
  return idempotencyKey === undefined ? randomUUID() : uuidV5(`${idempotencyKey}@${purpose}`);
}
