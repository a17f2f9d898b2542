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
 */
export type AuditPart =
  | string
  | { readonly ref: AuditSubjectKind; readonly id: string; readonly label?: string }
  | { readonly money: number }
  | { readonly date: string };

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
