import { INDEX_EVENT_TYPE } from './idempotency-index.js';

/*
 * Which $all records are events of ours. KurrentDB's own records have types starting with `$` (stats, metadata, links,
 * projection state), and this adapter's idempotency index events are bookkeeping: neither is ever handed to a reader.
 * The server filters by regular expression (.NET syntax, which agrees with JavaScript's for what is used here), so
 * most of them never cross the wire; `isOurEvent` checks again on the client, so correctness never rests on the regex.
 */

const REGEX_SPECIALS = /[\\^$.|?*+()[\]{}]/g;

function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIALS, (c) => `\\${c}`);
}

/** The server-side event type regex for a read: exactly `types` when given, otherwise every non-system event. */
export function eventTypeRegex(types?: readonly string[]): string {
  if (types) return `^(?:${types.map(escapeRegex).join('|')})$`;
  return `^(?!\\$|${escapeRegex(INDEX_EVENT_TYPE)}$)`;
}

export function isOurEvent(type: string, types?: readonly string[]): boolean {
  if (type.startsWith('$') || type === INDEX_EVENT_TYPE) return false;
  return types === undefined || types.includes(type);
}
