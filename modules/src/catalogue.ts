import type { EventOf } from '@gym/events/catalogue/define-event';
import { catalogueOf } from '@gym/kernel/modules/module-manifest';
import { modules } from './modules.js';

/** Every event type of every module, at its current schema version (built from the module list). */
export const catalogue = catalogueOf(modules);

/** Every domain event of every module: a discriminated union on `type`. */
export type DomainEvent = EventOf<(typeof modules)[number]['events'][number]>;
