import type { RecordedEvent } from '../store/envelope.js';
import { accountEvents } from '../accounts/account-events.js';
import type { AccountEvent } from '../accounts/account-events.js';
import { invoiceEvents } from '../billing/invoice-events.js';
import type { InvoiceEvent } from '../billing/invoice-events.js';
import { checkInEvents } from '../check-ins/check-in-events.js';
import type { CheckInEvent } from '../check-ins/check-in-events.js';
import { classEvents } from '../classes/class-events.js';
import type { ClassEvent } from '../classes/class-events.js';
import { memberEvents } from '../members/member-events.js';
import type { MemberEvent } from '../members/member-events.js';
import { ptEvents } from '../personal-training/pt-events.js';
import type { PtEvent } from '../personal-training/pt-events.js';
import { planEvents } from '../plans/plan-events.js';
import type { PlanEvent } from '../plans/plan-events.js';
import { signInEvents } from '../security/sign-in-events.js';
import type { SignInEvent } from '../security/sign-in-events.js';
import { settingsEvents } from '../settings/settings-events.js';
import type { SettingsEvent } from '../settings/settings-events.js';
import type { EventDefinition, Upcaster } from './define-event.js';

/** Every event type the system knows, at its current schema version. Each area adds its list here. */
const definitions: readonly EventDefinition[] = [
  ...accountEvents,
  ...settingsEvents,
  ...planEvents,
  ...memberEvents,
  ...invoiceEvents,
  ...checkInEvents,
  ...ptEvents,
  ...classEvents,
  ...signInEvents,
];

/** Older schema versions still in the log, and how to bring each to the next version. */
const upcasters: readonly Upcaster[] = [];

export type DomainEvent =
  | AccountEvent
  | SettingsEvent
  | PlanEvent
  | MemberEvent
  | InvoiceEvent
  | CheckInEvent
  | PtEvent
  | ClassEvent
  | SignInEvent;

const byType = new Map(definitions.map((d) => [d.type, d]));
if (byType.size !== definitions.length) throw new Error('Two event definitions share a type');

export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError';
}

/**
 * A stored event as the current code understands it: upcast from its stored schema version, then validated. Throws on
 * a type or version the code does not know (a projector then stops on it, naming it, instead of guessing).
 */
export function parseEvent(event: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): DomainEvent {
  const definition = byType.get(event.type);
  if (!definition) throw new UnknownEventError(`Unknown event type ${event.type}`);
  let data = event.data;
  for (let version = event.schemaVersion; version < definition.version; version++) {
    const upcaster = upcasters.find((u) => u.type === event.type && u.fromVersion === version);
    if (!upcaster) throw new UnknownEventError(`No upcaster for ${event.type} v${version}`);
    data = upcaster.upcast(data);
  }
  if (event.schemaVersion > definition.version) {
    throw new UnknownEventError(
      `${event.type} v${event.schemaVersion} is newer than this code (v${definition.version})`,
    );
  }
  return { type: event.type, data: definition.schema.parse(data) } as DomainEvent;
}

/** The schema version an event of this type is written with today. */
export function currentVersion(type: string): number {
  const definition = byType.get(type);
  if (!definition) throw new UnknownEventError(`Unknown event type ${type}`);
  return definition.version;
}
