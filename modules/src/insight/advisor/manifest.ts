import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import { advisorEvents } from './advisor-events.js';
import type { AdvisorEvent } from './advisor-events.js';
import { advisorProjector } from './advisor-projector.js';
import { advisorRoutes } from './advisor-routes.js';
import { ADVISOR_TOPIC } from './advisor-topics.js';

/** The AI fitness advisor: plans for a member or a typed-in profile, saved to the member. */
export const advisorModule = {
  name: 'advisor',
  context: 'insight',
  events: advisorEvents,
  projectors: [advisorProjector],
  routes: [advisorRoutes],
  topics: [ADVISOR_TOPIC],
  audit: defineAudit<AdvisorEvent>({
    access: { FitnessPlanSaved: 'canViewMembers', FitnessPlanSent: 'canViewMembers' },
    describe: (event) =>
      event.type === 'FitnessPlanSent'
        ? [
            'sent a fitness plan by ',
            auditValue(
              'channel',
              event.data.channel,
              { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' }[event.data.channel],
            ),
            ' to ',
            { ref: 'member', id: event.data.memberId, label: event.data.memberName },
          ]
        : [
            'saved a fitness plan (',
            auditValue('calories', event.data.plan.nutrition.calories),
            ' kcal, ',
            auditValue('days', event.data.plan.week.length),
            ' days a week) to ',
            { ref: 'member', id: event.data.memberId, label: event.data.memberName },
          ],
    // Health details the member stated (injuries, conditions, pregnancy) sit in the plan's profile.
    personalFields: { FitnessPlanSaved: ['plan'] },
    personalAccess: 'canEditMembers',
  }),
} as const satisfies ModuleManifest;
