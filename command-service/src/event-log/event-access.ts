import type { AuditSpec } from '@gym/kernel/audit/audit-contract';
import { auditMessageOf, auditWordsOf } from '@gym/kernel/audit/audit-message';
import type { AuditMessage, AuditWord } from '@gym/kernel/audit/audit-message';
import type { EventMetadata } from '@gym/events/store/envelope';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import type { Access } from '@gym/kernel/permissions/access';
import { allows } from '@gym/kernel/permissions/access';
import type { Permissions } from '@gym/kernel/permissions/permissions';

/**
 * Who may read which event type in the log (issue 13, item 2), from each module's audit spec. A type the spec does not
 * declare (or of an area without a spec) falls back: the module's money events (`moneyEvents`) and finance events need
 * canViewFinancials, other membership events canViewMembers, everything else (accounts, roles, settings, …)
 * canManageSettings. A type nobody declared is read with canManageSettings.
 */
export interface EventAccess {
  access(type: string): Access;
  /** The event types a user may read. */
  readableTypes(permissions: Permissions): string[];
  /** The event's data as this user may see it: personal fields left out without the spec's personal access. */
  visibleData(type: string, data: unknown, permissions: Permissions): unknown;
  /**
   * The keys `visibleData` leaves out for this user, per event type (types that keep every field are absent): what a
   * search over the log must not look at for them. Empty for a user who may see every field.
   */
  withheldFields(permissions: Permissions): Readonly<Record<string, readonly string[]>>;
  /**
   * The event in English words (parts) and as a message to word in another language (issue 46), or null when its
   * module has no spec or the stored event no longer parses.
   */
  describe(
    event: { type: string; schemaVersion: number; data: unknown },
    metadata: EventMetadata,
  ): { words: AuditWord[]; message: AuditMessage } | null;
  /** The module that owns a type. */
  moduleOf(type: string): string | null;
}

export function eventAccessOf(modules: readonly ModuleManifest[], catalogue: EventCatalogue): EventAccess {
  const byType = new Map<string, { module: ModuleManifest; access: Access; spec: AuditSpec | undefined }>();
  for (const module of modules) {
    const spec = module.audit as AuditSpec | undefined;
    for (const type of module.moneyEvents ?? []) {
      if (!module.events.some((definition) => definition.type === type))
        throw new Error(`The ${module.name} module names ${type} a money event, but does not own it`);
    }
    for (const definition of module.events) {
      const declared = (spec?.access as Record<string, Access> | undefined)?.[definition.type];
      byType.set(definition.type, { module, spec, access: declared ?? fallbackAccess(module, definition.type) });
    }
  }
  /** The personal fields of a type withheld from this user, or null when the user may see every field of it. */
  function withheldOf(type: string, permissions: Permissions): readonly string[] | null {
    const spec = byType.get(type)?.spec;
    const personal = (spec?.personalFields as Record<string, readonly string[]> | undefined)?.[type];
    if (!personal?.length || !spec?.personalAccess || allows({ permissions }, spec.personalAccess)) return null;
    return personal;
  }
  return {
    access: (type) => byType.get(type)?.access ?? 'canManageSettings',
    readableTypes: (permissions) =>
      [...byType.entries()].filter(([, entry]) => allows({ permissions }, entry.access)).map(([type]) => type),
    visibleData(type, data, permissions) {
      const personal = withheldOf(type, permissions);
      if (!personal || typeof data !== 'object' || data === null) return data;
      return Object.fromEntries(Object.entries(data).filter(([key]) => !personal.includes(key)));
    },
    withheldFields(permissions) {
      const withheld: Record<string, readonly string[]> = {};
      for (const type of byType.keys()) {
        const personal = withheldOf(type, permissions);
        if (personal) withheld[type] = personal;
      }
      return withheld;
    },
    describe(event, metadata) {
      const spec = byType.get(event.type)?.spec;
      if (!spec) return null;
      try {
        const parts = spec.describe(catalogue.parseEvent(event), metadata);
        return { words: auditWordsOf(parts), message: auditMessageOf(event.type, parts) };
      } catch {
        return null;
      }
    },
    moduleOf: (type) => byType.get(type)?.module.name ?? null,
  };
}

function fallbackAccess(module: ModuleManifest, type: string): Access {
  if (module.moneyEvents?.includes(type) || module.context === 'finance') return 'canViewFinancials';
  if (module.context === 'membership') return 'canViewMembers';
  return 'canManageSettings';
}
