/**
 * What an append notification says: the event types committed since the sender's last notification, so that a
 * subscription for other types need not read the log at all (two reactors read once per batch of check-ins for
 * nothing). An empty payload says nothing about the types (the generator, an older process, a list too long for
 * NOTIFY's 8,000 bytes): every subscription is woken, as before.
 */
const SEPARATOR = ',';
/** Kept well under NOTIFY's 8,000-byte payload limit. */
const MAX_PAYLOAD_LENGTH = 7000;

export function encodeAppendedTypes(types: ReadonlySet<string> | null): string {
  if (types === null || types.size === 0) return '';
  const payload = [...types].join(SEPARATOR);
  return payload.length > MAX_PAYLOAD_LENGTH ? '' : payload;
}

/** The types a notification names, or null when it does not say (wake everyone). */
export function decodeAppendedTypes(payload: string): readonly string[] | null {
  return payload === '' ? null : payload.split(SEPARATOR);
}
