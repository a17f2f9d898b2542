import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { atRiskRoutes } from './at-risk-routes.js';
import { automaticCampaignsJob } from './automatic-campaigns.js';
import { campaignRoutes } from './campaign-routes.js';
import { consentRoutes } from './consent-routes.js';
import { deliverySettingsRoutes } from './delivery-settings-routes.js';
import { marketingAudit } from './marketing-audit.js';
import { marketingEvents } from './marketing-events.js';
import { marketingProjector } from './marketing-projector.js';
import { MARKETING_TOPIC } from './marketing-topics.js';
import { outboxJob } from './outbox.js';
import { segmentRoutes } from './segment-routes.js';
import { templateRoutes } from './template-routes.js';

/** Marketing: segments, templates, campaigns, the outbox and its delivery, consent, at-risk members. */
export const marketingModule = {
  name: 'marketing',
  context: 'insight',
  events: marketingEvents,
  projectors: [marketingProjector],
  routes: [segmentRoutes, templateRoutes, campaignRoutes, consentRoutes, deliverySettingsRoutes, atRiskRoutes],
  topics: [MARKETING_TOPIC],
  jobs: [outboxJob(), automaticCampaignsJob],
  audit: marketingAudit,
} as const satisfies ModuleManifest;
