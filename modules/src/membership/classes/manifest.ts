import { classEvents, classUpcasters } from './class-events.js';
import { classAudit } from './class-audit.js';
import { classReportProjector } from './class-report-projector.js';
import { classReportRoutes } from './class-report-routes.js';
import { classRoutes } from './class-routes.js';
import { CLASSES_TOPIC, TIMETABLE_TOPIC } from './class-topics.js';
import { classesProjector } from './classes-projector.js';
import { noShowJob } from './no-show-job.js';
import { timetableRoutes } from './timetable-routes.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Classes and the timetable (issue 47): catalogue, weekly sessions, occurrences, bookings, waitlist, attendance. */
export const classesModule = {
  name: 'classes',
  context: 'membership',
  events: classEvents,
  upcasters: classUpcasters,
  projectors: [classesProjector, classReportProjector],
  routes: [classRoutes, timetableRoutes, classReportRoutes],
  topics: [CLASSES_TOPIC, TIMETABLE_TOPIC],
  jobs: [noShowJob],
  audit: classAudit,
} as const satisfies ModuleManifest;
