import type { Migration } from '@gym/events/db/migrate';
import { createEventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventDefinition, Upcaster } from '@gym/events/catalogue/define-event';
import type { AuditSpec } from '../audit/audit-contract.js';
import { auditNamesProjector } from '../audit/audit-names-projector.js';
import type { ModuleRoutes } from '../http/module-context.js';
import type { Access } from '../permissions/access.js';
import { bindProjector } from '../projection/projector.js';
import { parseOnce } from '../projection/parse-once.js';
import type { ModuleProjector, Projector } from '../projection/projector.js';
import type { Reactor, ScheduledJob } from '../reaction/reactor.js';
import type { TopicDefinition } from '../realtime/realtime-contract.js';

/** The bounded contexts modules are grouped by (the folder under `modules/src/`). */
export type ModuleContextName = 'membership' | 'finance' | 'people' | 'insight' | 'platform';

/**
 * Everything the services need to know about one business area. Each area exports one from its `manifest.ts`, and
 * `modules/src/modules.ts` lists them: adding an area is its folder plus one line there.
 */
export interface ModuleManifest {
  readonly name: string;
  readonly context: ModuleContextName;
  /** The event types the area owns, at their current schema versions. */
  readonly events: readonly EventDefinition[];
  /** Older schema versions of its events still in the log, and how each is brought to the next version. */
  readonly upcasters?: readonly Upcaster[];
  /** Its projectors, run by projection-service in list order. */
  readonly projectors?: readonly ModuleProjector[];
  /** Its HTTP route plugins, registered by command-service in list order. */
  readonly routes?: readonly ModuleRoutes[];
  /** The realtime topics its projectors name, with the access needed to hear them. */
  readonly topics?: readonly TopicDefinition[];
  /** Tables outside the log that the area owns (applied under the component `module:<name>`). */
  readonly migrations?: readonly Migration[];
  /** Process managers the projection worker runs: events in, idempotent commands out (reaction/reactor.ts). */
  readonly reactors?: readonly Reactor[];
  /** Time-driven work the projection worker runs on an interval (expiry sweeps, automatic campaigns). */
  readonly jobs?: readonly ScheduledJob[];
  /** How its events read in the Audit trail: access per event type, words, personal fields (audit-contract.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module narrows it to its own event union
  readonly audit?: AuditSpec<any>;
  /**
   * Its event types in which money moves (a sale, a settlement). An event whose access `audit` does not declare is
   * read in the log, by those who may view financials rather than by the fallback of the area's context.
   */
  readonly moneyEvents?: readonly string[];
}

/** The catalogue of every event the listed modules own. */
export function catalogueOf(modules: readonly ModuleManifest[]): EventCatalogue {
  return createEventCatalogue(
    modules.flatMap((m) => m.events),
    modules.flatMap((m) => m.upcasters ?? []),
  );
}

/**
 * The runner's projectors of the listed modules, in list order, parsing with their catalogue (each event parsed once
 * for all of them); then the Audit trail's names of subjects, built from the modules' audit specs.
 */
export function projectorsOf(
  modules: readonly ModuleManifest[],
  catalogue: EventCatalogue = catalogueOf(modules),
): Projector[] {
  const names = auditNamesProjector(modules);
  // One parse of each event for all of them, not one per projector.
  const shared = parseOnce(catalogue);
  return [...modules.flatMap((m) => m.projectors ?? []), ...(names ? [names] : [])].map((p) =>
    bindProjector(p, shared),
  );
}

/** Which topics a client may hear: the access each module declared for its topics. */
export function topicAccessOf(modules: readonly ModuleManifest[]): Readonly<Record<string, Access>> {
  const access: Record<string, Access> = {};
  for (const topic of modules.flatMap((m) => m.topics ?? [])) {
    if (topic.name in access) throw new Error(`Two modules declare the topic ${topic.name}`);
    access[topic.name] = topic.access;
  }
  return access;
}

/** Each module's own migrations, one component per module. */
export function moduleMigrations(
  modules: readonly ModuleManifest[],
): { component: string; migrations: readonly Migration[] }[] {
  return modules
    .filter((m) => (m.migrations ?? []).length > 0)
    .map((m) => ({ component: `module:${m.name}`, migrations: m.migrations ?? [] }));
}

/** Every reactor of the listed modules, checked for unique names (a name is a checkpoint). */
export function reactorsOf(modules: readonly ModuleManifest[]): Reactor[] {
  const reactors = modules.flatMap((m) => m.reactors ?? []);
  const names = new Set(reactors.map((r) => r.name));
  if (names.size !== reactors.length) throw new Error('Two reactors share a name');
  return reactors;
}

/** Every scheduled job of the listed modules, checked for unique names (a name is a lock). */
export function jobsOf(modules: readonly ModuleManifest[]): ScheduledJob[] {
  const jobs = modules.flatMap((m) => m.jobs ?? []);
  if (new Set(jobs.map((j) => j.name)).size !== jobs.length) throw new Error('Two scheduled jobs share a name');
  return jobs;
}
