import type { AuditSpec, AuditSubjectName } from './audit-contract.js';
import type { AnyDomainEvent } from '@gym/events/catalogue/event-catalogue';
import type { ModuleManifest } from '../modules/module-manifest.js';
import type { ModuleProjector } from '../projection/projector.js';
import { ID_TYPE } from '../projection/id-type.js';
import { rowsFor } from '../projection/pass-rows.js';

interface AuditNameRow extends Record<string, unknown> {
  kind: string;
  id: string;
  name: string;
}

type Namer = (event: AnyDomainEvent) => readonly AuditSubjectName[];

/** Where the Audit trail looks up today's name of a subject (`{ref, id}` in an event's words). */
export const AUDIT_NAMES_TABLE = 'audit_names';

/**
 * The latest name of every subject the modules' audit specs name (`names`): a member registered or renamed, an invoice
 * issued with its number, an expense… The event log fills each reference without a label from here, so the Audit
 * trail reads "on invoice INV-000042 for Ali Hassan" instead of short ids, and a renamed member reads with the new name.
 */
export function auditNamesProjector(modules: readonly ModuleManifest[]): ModuleProjector | null {
  // The event types that name subjects, each with its module's namer.
  const namers = new Map<string, Namer>();
  for (const module of modules) {
    const spec = module.audit as AuditSpec | undefined;
    for (const [type, namer] of Object.entries(spec?.names ?? {})) if (namer) namers.set(type, namer as Namer);
  }
  if (namers.size === 0) return null;
  return {
    name: 'audit-names',
    // 2: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
    version: 2,
    eventTypes: [...namers.keys()],
    topics: [],
    tables: [
      {
        name: AUDIT_NAMES_TABLE,
        ddl: `CREATE TABLE ${AUDIT_NAMES_TABLE} (
          kind ${ID_TYPE} NOT NULL, id ${ID_TYPE} NOT NULL, name text NOT NULL, PRIMARY KEY (kind, id)
        );`,
        // A rebuild holds every name for its whole pass and writes each once.
        passWrites: 'memory',
      },
    ],
    async apply(events, client, catalogue, _pass, memory) {
      // The last name wins, as it would one event at a time: a batch's names are upserted together, a rebuild's
      // held until the runner writes them.
      const names = rowsFor<AuditNameRow>(memory, client, AUDIT_NAMES_TABLE, ['kind', 'id']);
      for (const recorded of events) {
        const namer = namers.get(recorded.type);
        if (!namer) continue;
        for (const named of namer(catalogue.parseEvent(recorded))) {
          names.set({ kind: named.kind, id: named.id, name: named.name });
        }
      }
      await names.flush(['kind', 'id', 'name']);
    },
  };
}
