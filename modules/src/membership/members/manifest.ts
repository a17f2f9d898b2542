import { memberAudit } from './member-audit.js';
import { memberEvents, MembershipSold } from './member-events.js';
import { memberHistoryProjector } from './member-history-projector.js';
import { memberRoutes } from './member-routes.js';
import { MEMBERS_TOPIC } from './member-topics.js';
import { membersProjector } from './members-projector.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Members and their memberships (registration, profile, sale, freeze, cancel, archive) and each member's history. */
export const membersModule = {
  name: 'members',
  context: 'membership',
  events: memberEvents,
  projectors: [membersProjector, memberHistoryProjector],
  routes: [memberRoutes],
  topics: [MEMBERS_TOPIC],
  audit: memberAudit,
  moneyEvents: [MembershipSold.type],
} as const satisfies ModuleManifest;
