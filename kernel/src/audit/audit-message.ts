import type { AuditPart } from './audit-contract.js';

/** A part of the English words as the API gives them (issue 13): text, a subject, money in minor units, a date. */
export type AuditWord =
  | string
  | { readonly ref: string; readonly id: string; readonly label?: string }
  | { readonly money: number }
  | { readonly date: string };

/** A value of an event's message: a number or text, a subject, money in minor units, or a date. */
export type AuditParam = AuditWord | number;

/** The event as a message the UI words in its language (issue 46): its code (the event type) and named values. */
export interface AuditMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, AuditParam>>;
}

/** The name a part's value takes in the message: its own, or its kind's (a subject), `amount` (money), `date`. */
function paramName(part: Exclude<AuditPart, string>): string {
  if (part.param !== undefined) return part.param;
  if ('ref' in part) return part.ref.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return 'money' in part ? 'amount' : 'date';
}

/**
 * The English words of the parts: a value as its English text (or itself), joined to the text around it, so the API
 * gives its words as it did before values had names (" (#12), joined "); empty text left out.
 */
export function auditWordsOf(parts: readonly AuditPart[]): AuditWord[] {
  const words: AuditWord[] = [];
  const text = (more: string) => {
    if (!more) return;
    const last = words.length - 1;
    if (typeof words[last] === 'string') words[last] += more;
    else words.push(more);
  };
  for (const part of parts) {
    if (typeof part === 'string') text(part);
    else if ('value' in part) text(part.text ?? String(part.value));
    else if ('ref' in part) {
      words.push(
        part.label === undefined ? { ref: part.ref, id: part.id } : { ref: part.ref, id: part.id, label: part.label },
      );
    } else if ('money' in part) words.push({ money: part.money });
    else words.push({ date: part.date });
  }
  return words;
}

/**
 * The event's message from its parts: every part that is not fixed text, by name. A name given two different values
 * is a describer's mistake (the message could show only one): it throws, and the test over every event type says so.
 */
export function auditMessageOf(type: string, parts: readonly AuditPart[]): AuditMessage {
  const params: Record<string, AuditParam> = {};
  for (const part of parts) {
    if (typeof part === 'string') continue;
    const name = paramName(part);
    const value: AuditParam =
      'value' in part
        ? part.value
        : 'ref' in part
          ? part.label === undefined
            ? { ref: part.ref, id: part.id }
            : { ref: part.ref, id: part.id, label: part.label }
          : 'money' in part
            ? { money: part.money }
            : { date: part.date };
    if (name in params && JSON.stringify(params[name]) !== JSON.stringify(value))
      throw new Error(`The words of ${type} give {${name}} two values`);
    params[name] = value;
  }
  return { code: type, params };
}
