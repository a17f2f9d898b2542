import { ID_TYPE } from '@gym/kernel/projection/id-type';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { classEvents } from './class-events.js';
import type { AnyClassEvent } from './class-events.js';
import { ClassBookingRows } from './class-booking-rows.js';
import { parseOccurrenceId } from './class-time.js';
import { CLASSES_TOPIC, TIMETABLE_TOPIC } from './class-topics.js';

/**
 * The classes, the weekly sessions, closures and booking rules, and per occurrence its one-off changes and each
 * member's place (issue 47). The timetable's occurrences are computed from these at read time (occurrence-queries.ts).
 */
export const classesProjector: ModuleProjector<typeof CLASSES_TOPIC.name | typeof TIMETABLE_TOPIC.name> = {
  name: 'classes',
  version: 3,
  eventTypes: classEvents.map((e) => e.type),
  topics: [CLASSES_TOPIC.name, TIMETABLE_TOPIC.name],
  tables: [
    {
      name: 'classes',
      ddl: `CREATE TABLE classes (
        class_id text PRIMARY KEY, name text NOT NULL, colour text NOT NULL, description text NOT NULL,
        default_capacity integer NOT NULL
      )`,
    },
    {
      name: 'class_sessions',
      ddl: `CREATE TABLE class_sessions (
        session_id text PRIMARY KEY, class_id text NOT NULL, weekday integer NOT NULL, start_time text NOT NULL,
        duration_minutes integer NOT NULL, capacity integer NOT NULL, instructor jsonb, room text NOT NULL,
        gender text NOT NULL, valid_from date NOT NULL, valid_until date, versions jsonb NOT NULL DEFAULT '[]'
      )`,
    },
    {
      name: 'class_closures',
      ddl: `CREATE TABLE class_closures (
        closure_id text PRIMARY KEY, from_day date NOT NULL, to_day date NOT NULL, reason text NOT NULL
      )`,
    },
    { name: 'class_rules', ddl: 'CREATE TABLE class_rules (id integer PRIMARY KEY, rules jsonb NOT NULL)' },
    {
      name: 'class_occurrences',
      ddl: `CREATE TABLE class_occurrences (
        occurrence_id text PRIMARY KEY, session_id text NOT NULL, day date NOT NULL,
        cancel_reason text, moved_start_time text, moved_room text, instructor jsonb, capacity integer
      );
      CREATE INDEX class_occurrences_day_idx ON class_occurrences (day);`,
      updatesRows: true,
    },
    {
      name: 'class_bookings',
      ddl: `CREATE TABLE class_bookings (
        occurrence_id text NOT NULL, member_id ${ID_TYPE} NOT NULL, session_id text NOT NULL, day date NOT NULL,
        status text NOT NULL, booked boolean NOT NULL, waitlist_seq bigint, at timestamptz NOT NULL,
        PRIMARY KEY (occurrence_id, member_id)
      );
      CREATE INDEX class_bookings_member_idx ON class_bookings (member_id, day);
      CREATE INDEX class_bookings_day_idx ON class_bookings (day, status);`,
      updatesRows: true,
    },
  ],
  async apply(events, client, { parseEvent }) {
    // Bookings, waitlists and attendance (nearly every event) are gathered and written once for the batch; the
    // timetable's own changes are rare and written as they come, after the batch's occurrences exist.
    const rows = new ClassBookingRows();
    for (const recorded of events) {
      const event = parseEvent(recorded) as AnyClassEvent;
      if ('occurrenceId' in event.data) rows.occurrence(event.data.occurrenceId);
    }
    await rows.writeOccurrences(client);
    for (const recorded of events) {
      const event = parseEvent(recorded) as AnyClassEvent;
      const at = recorded.metadata.at;
      /** A one-off change of the occurrence (its row exists by now, unless the id names none). */
      const occurrence = async (occurrenceId: string, set: string, values: unknown[]) => {
        if (!parseOccurrenceId(occurrenceId)) return;
        await client.query(`UPDATE class_occurrences SET ${set} WHERE occurrence_id = $1`, [occurrenceId, ...values]);
      };
      /** A member's place in an occurrence, written with the batch's others. */
      const place = (occurrenceId: string, memberId: string, status: string, booked: boolean | null) =>
        rows.place(occurrenceId, memberId, status, booked, recorded.position, at);
      switch (event.type) {
        case 'ClassAdded':
        case 'ClassChanged': {
          const d = event.data;
          await client.query(
            `INSERT INTO classes (class_id, name, colour, description, default_capacity) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (class_id) DO UPDATE SET name = $2, colour = $3, description = $4, default_capacity = $5`,
            [d.classId, d.name, d.colour, d.description, d.defaultCapacity],
          );
          break;
        }
        case 'ClassRemoved':
          await client.query('DELETE FROM classes WHERE class_id = $1', [event.data.classId]);
          break;
        case 'ClassSessionScheduled':
        case 'ClassSessionChanged': {
          const d = event.data;
          const instructor = d.instructor === null ? null : JSON.stringify(d.instructor);
          const effectiveFrom = event.type === 'ClassSessionChanged' ? event.data.effectiveFrom : d.validFrom;
          const version = JSON.stringify({
            effectiveFrom,
            classId: d.classId,
            weekday: d.weekday,
            startTime: d.startTime,
            durationMinutes: d.durationMinutes,
            capacity: d.capacity,
            instructor: d.instructor,
            room: d.room,
            gender: d.gender,
          });
          // The row holds the latest values and every version; a version from a day replaces those from that day on.
          await client.query(
            `INSERT INTO class_sessions (session_id, class_id, weekday, start_time, duration_minutes, capacity,
               instructor, room, gender, valid_from, valid_until, versions)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, jsonb_build_array($12::jsonb))
             ON CONFLICT (session_id) DO UPDATE SET class_id = $2, weekday = $3, start_time = $4,
               duration_minutes = $5, capacity = $6, instructor = $7, room = $8, gender = $9, valid_from = $10,
               valid_until = $11,
               versions = coalesce((SELECT jsonb_agg(v ORDER BY v->>'effectiveFrom')
                 FROM jsonb_array_elements(class_sessions.versions) v WHERE v->>'effectiveFrom' < $13), '[]'::jsonb)
                 || jsonb_build_array($12::jsonb)`,
            [
              d.sessionId,
              d.classId,
              d.weekday,
              d.startTime,
              d.durationMinutes,
              d.capacity,
              instructor,
              d.room,
              d.gender,
              d.validFrom,
              d.validUntil,
              version,
              effectiveFrom,
            ],
          );
          break;
        }
        case 'ClassSessionEnded':
          await client.query('UPDATE class_sessions SET valid_until = $2 WHERE session_id = $1', [
            event.data.sessionId,
            event.data.validUntil,
          ]);
          break;
        case 'ClassClosureAdded':
          await client.query(
            `INSERT INTO class_closures (closure_id, from_day, to_day, reason) VALUES ($1, $2, $3, $4)
             ON CONFLICT (closure_id) DO NOTHING`,
            [event.data.closureId, event.data.from, event.data.to, event.data.reason],
          );
          break;
        case 'ClassClosureRemoved':
          await client.query('DELETE FROM class_closures WHERE closure_id = $1', [event.data.closureId]);
          break;
        case 'ClassBookingRulesSet':
          await client.query(
            `INSERT INTO class_rules (id, rules) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET rules = $1`,
            [JSON.stringify(event.data)],
          );
          break;
        case 'ClassBooked':
        case 'ClassWaitlistPromoted':
          place(event.data.occurrenceId, event.data.memberId, 'booked', true);
          break;
        case 'ClassWaitlisted':
          place(event.data.occurrenceId, event.data.memberId, 'waitlisted', false);
          break;
        case 'ClassBookingCancelled':
          place(event.data.occurrenceId, event.data.memberId, event.data.late ? 'lateCancelled' : 'cancelled', false);
          break;
        case 'ClassAttended':
          place(event.data.occurrenceId, event.data.memberId, 'checkedIn', null);
          break;
        case 'ClassNoShowRecorded':
          place(event.data.occurrenceId, event.data.memberId, 'noShow', null);
          break;
        case 'ClassOccurrenceCancelled':
          await occurrence(event.data.occurrenceId, 'cancel_reason = $2', [event.data.reason]);
          break;
        case 'ClassOccurrenceMoved':
          await occurrence(event.data.occurrenceId, 'moved_start_time = $2, moved_room = $3', [
            event.data.startTime,
            event.data.room,
          ]);
          break;
        case 'ClassInstructorSubstituted':
          await occurrence(event.data.occurrenceId, 'instructor = $2', [JSON.stringify(event.data.instructor)]);
          break;
        case 'ClassCapacityChanged':
          await occurrence(event.data.occurrenceId, 'capacity = $2', [event.data.capacity]);
          break;
      }
    }
    await rows.writePlaces(client);
  },
};
