import type { AnyDomainEvent } from '@gym/events/catalogue/event-catalogue';
import type { EventMetadata } from '@gym/events/store/envelope';
import type { Access } from '../permissions/access.js';

/**
 * How a module's events appear in the Audit trail (issue 13): who may read each event type there, the event in
 * words, and which of its fields are personal. Every module with events declares one, so the audit trail can explain
 * every change without knowing any area.
 *
 * Words are parts, not a finished string: subjects are references (`{ref: 'member', id}`) the audit trail turns into
 * today's names and links, money is minor units it formats in the gym's currency, dates stay dates. A describer is a
 * pure function of the event: it reads nothing.
 *
 * Every part that is not fixed English is also a named value (issue 46): the UI words the event again from a message
 * per event type (`audit.event.<type>`) in the reader's language with these values, so nothing the English words put
 * in is lost. A subject is named after its kind (`member`, `classSession`), money `amount`, a date `date`, unless the
 * part says `param`; a value part (`auditValue`) gives a number, a typed text, or a code the message words (with the
 * English the server's words show for it).
 */
export type AuditPart =
  | string
  | { readonly ref: AuditSubjectKind; readonly id: string; readonly label?: string; readonly param?: string }
  | { readonly money: number; readonly param?: string }
  | { readonly date: string; readonly param?: string }
  | AuditValuePart;

/** A named value in the words: shown as `text` (or the value itself) in the English words. */
export interface AuditValuePart {
  readonly param: string;
  readonly value: string | number;
  readonly text?: string;
}

/**
 * A value in the words: `auditValue('reason', d.reason)` shows the typed reason; `auditValue('method', 'cash', 'in
 * cash')` a code whose English is given (the UI's message words the code itself).
 */
export function auditValue(param: string, value: string | number, text?: string): AuditValuePart {
  return text === undefined ? { param, value } : { param, value, text };
}

/**
 * A code of an enumeration as a message's select can name it: dashes become underscores (`one-off` → `one_off`,
 * ICU MessageFormat keys cannot hold a dash); the English words keep the code as it is.
 */
export function auditCode(param: string, code: string): AuditValuePart {
  return { param, value: code.replace(/-/g, '_'), text: code };
}

/** A yes/no in the words (a select in the message): its English `text` when true, `otherwise` when false. */
export function auditFlag(param: string, on: boolean, text: string, otherwise = ''): AuditValuePart {
  return { param, value: on ? 'yes' : 'no', text: on ? text : otherwise };
}

/** Kinds of things events are about; the audit trail keeps a name for each (from `names`). Areas add their kinds. */
export type AuditSubjectKind = string;

/** An event naming a subject: the audit trail remembers the latest name of each `{kind, id}`. */
export interface AuditSubjectName {
  readonly kind: AuditSubjectKind;
  readonly id: string;
  readonly name: string;
}

export interface AuditSpec<Event extends AnyDomainEvent = AnyDomainEvent> {
  /** The access needed to read each event type of the module in the audit trail (every type must be listed). */
  readonly access: { readonly [Type in Event['type']]: Access };
  /** The event in words: "took ", {money: 25000}, " cash on invoice ", {ref: 'invoice', id}, … */
  describe(event: Event, metadata: EventMetadata): readonly AuditPart[];
  /**
   * The subjects events of some types name (a member registered or renamed, an invoice issued with its number…), per
   * event type: the audit trail's names projection takes only these types, so a rebuild does not carry the module's
   * other events (payments, invoice numbers, memberships: most of the log after check-ins) to it for nothing.
   */
  readonly names?: {
    readonly [Type in Event['type']]?: (event: Extract<Event, { type: Type }>) => readonly AuditSubjectName[];
  };
  /**
   * Personal fields (top-level keys of `data`) per event type, left out for a reader without `personalAccess`: a role
   * that could not see them on their own page (phone, e-mail, address, national ids, IBAN…).
   */
  readonly personalFields?: { readonly [Type in Event['type']]?: readonly string[] };
  readonly personalAccess?: Access;
}

/** Typed helper: `audit: defineAudit<MemberEvent>({...})` checks every event type has its access and words. */
export function defineAudit<Event extends AnyDomainEvent>(spec: AuditSpec<Event>): AuditSpec<Event> {
  return spec;
}
