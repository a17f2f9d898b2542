import { ID_TYPE } from '@gym/kernel/projection/id-type';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import {
  ClassAttended,
  ClassBooked,
  ClassBookingCancelled,
  ClassNoShowRecorded,
  ClassWaitlistPromoted,
  ClassWaitlisted,
} from './class-events.js';
import type { OccurrenceEvent } from './class-events.js';
import { parseOccurrenceId } from './class-time.js';
import { TIMETABLE_TOPIC } from './class-topics.js';

const PLACE_EVENTS = [
  ClassBooked,
  ClassWaitlisted,
  ClassWaitlistPromoted,
  ClassBookingCancelled,
  ClassAttended,
  ClassNoShowRecorded,
] as const;

/** A member's place in an occurrence as a batch leaves it. */
interface Place {
  readonly occurrenceId: string;
  readonly memberId: string;
  readonly day: string;
  readonly status: string;
  readonly seated: boolean;
  readonly waitlisted: boolean;
  readonly promoted: boolean;
}

/**
 * Each member's place in each class occurrence WITH its history, for the class report (issue 47, item 6): whether the
 * member ever held a seat, ever waited, was promoted from the waitlist, and the place's latest status. The
 * timetable's class_bookings keeps the status alone, which cannot tell a promoted member from one booked at once.
 */
export const classReportProjector: ModuleProjector<typeof TIMETABLE_TOPIC.name> = {
  name: 'class-reports',
  version: 1,
  eventTypes: PLACE_EVENTS.map((e) => e.type),
  // The report's page follows the timetable's topic; this table may commit after the timetable's own.
  topics: [TIMETABLE_TOPIC.name],
  tables: [
    {
      name: 'class_report_places',
      ddl: `CREATE TABLE class_report_places (
        occurrence_id text NOT NULL, member_id ${ID_TYPE} NOT NULL, day date NOT NULL, status text NOT NULL,
        seated boolean NOT NULL, waitlisted boolean NOT NULL, promoted boolean NOT NULL,
        PRIMARY KEY (occurrence_id, member_id)
      );
      CREATE INDEX class_report_places_day_idx ON class_report_places (day);`,
      updatesRows: true,
    },
  ],
  async apply(events, client, { parseEvent }) {
    // Each place's latest status and the flags its events set, gathered over the batch and written in one statement
    // (one an event made most of a rebuild's time on the sample gym).
    const places = new Map<string, Place>();
    for (const recorded of events) {
      const event = parseEvent(recorded) as OccurrenceEvent;
      if (!('memberId' in event.data)) continue;
      const { occurrenceId, memberId } = event.data;
      const named = parseOccurrenceId(occurrenceId);
      if (!named) continue;
      /** The place's new status and the history flags the event sets. */
      const change = (status: string, flags: { seated?: true; waitlisted?: true; promoted?: true } = {}) => {
        const key = `${occurrenceId}\u0000${memberId}`;
        const before = places.get(key);
        places.set(key, {
          occurrenceId,
          memberId,
          day: named.day,
          status,
          seated: (before?.seated ?? false) || (flags.seated ?? false),
          waitlisted: (before?.waitlisted ?? false) || (flags.waitlisted ?? false),
          promoted: (before?.promoted ?? false) || (flags.promoted ?? false),
        });
      };
      switch (event.type) {
        case 'ClassBooked':
          change('booked', { seated: true });
          break;
        case 'ClassWaitlisted':
          change('waitlisted', { waitlisted: true });
          break;
        case 'ClassWaitlistPromoted':
          change('booked', { seated: true, promoted: true });
          break;
        case 'ClassBookingCancelled':
          change(event.data.late ? 'lateCancelled' : 'cancelled');
          break;
        case 'ClassAttended':
          change('checkedIn');
          break;
        case 'ClassNoShowRecorded':
          change('noShow');
          break;
      }
    }
    if (places.size === 0) return;
    const rows = [...places.values()];
    await client.query(
      `INSERT INTO class_report_places (occurrence_id, member_id, day, status, seated, waitlisted, promoted)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::boolean[], $6::boolean[],
                            $7::boolean[])
       ON CONFLICT (occurrence_id, member_id) DO UPDATE SET
         status = EXCLUDED.status,
         seated = class_report_places.seated OR EXCLUDED.seated,
         waitlisted = class_report_places.waitlisted OR EXCLUDED.waitlisted,
         promoted = class_report_places.promoted OR EXCLUDED.promoted`,
      [
        rows.map((r) => r.occurrenceId),
        rows.map((r) => r.memberId),
        rows.map((r) => r.day),
        rows.map((r) => r.status),
        rows.map((r) => r.seated),
        rows.map((r) => r.waitlisted),
        rows.map((r) => r.promoted),
      ],
    );
  },
};
