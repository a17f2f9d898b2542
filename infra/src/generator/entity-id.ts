import { hash } from 'node:crypto';

/** The namespace of the ids the app derives (events/store/ids.ts). */
const NAMESPACE = Buffer.from('6f1c0b9e3f2d4c599a512d7f0c8b4e13', 'hex');
const scratch = Buffer.alloc(1024);
NAMESPACE.copy(scratch);

/**
 * `deriveEntityId(key, purpose)` of the app (uuid v5 of `key@purpose`), with the one-shot hash the event ids use:
 * the reader's check-ins derive theirs by the hundred thousand, and a hash object each was a good part of their cost.
 * The generator's test checks it gives the app's ids.
 */
export function entityIdOf(key: string, purpose: string): string {
  const length = 16 + scratch.write(`${key}@${purpose}`, 16, 'utf8');
  const hex = hash('sha1', scratch.subarray(0, length), 'hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
