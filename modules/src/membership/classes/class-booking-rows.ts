import type { PoolClient } from 'pg';
import { parseOccurrenceId } from './class-time.js';

/** A member's place in an occurrence as a batch of events leaves it. */
interface Place {
  readonly occurrenceId: string;
  readonly memberId: string;
  readonly sessionId: string;
  readonly day: string;
  readonly status: string;
  /** Whether the member held a booking; null: as the table has it (attendance and no-shows leave it). */
  readonly booked: boolean | null;
  readonly waitlistSeq: number | null;
  readonly at: string;
}

/**
 * The occurrences and places a batch of the classes projector touches, gathered in the log's order and written with
 * one statement each (a batch of bookings took two statements an event: the sample gym's rebuild spent most of its
 * PostgreSQL time there).
 */
export class ClassBookingRows {
  private readonly occurrences = new Map<string, { sessionId: string; day: string }>();
  private readonly places = new Map<string, Place>();

  /** The occurrence's row, made when its first event comes; false for an id that names no occurrence. */
  occurrence(occurrenceId: string): boolean {
    const named = parseOccurrenceId(occurrenceId);
    if (!named) return false;
    if (!this.occurrences.has(occurrenceId)) this.occurrences.set(occurrenceId, named);
    return true;
  }

  /** A member's place: the later event of a batch wins, and a booking held stays held when the later one says none. */
  place(occurrenceId: string, memberId: string, status: string, booked: boolean | null, position: number, at: string) {
    if (!this.occurrence(occurrenceId)) return;
    const { sessionId, day } = this.occurrences.get(occurrenceId)!;
    const key = `${occurrenceId}\u0000${memberId}`;
    const before = this.places.get(key);
    this.places.set(key, {
      occurrenceId,
      memberId,
      sessionId,
      day,
      status,
      booked: booked ?? before?.booked ?? null,
      waitlistSeq: status === 'waitlisted' ? position : null,
      at,
    });
  }

  /** Inserts the occurrences not yet in the table (before their one-off changes are written). */
  async writeOccurrences(client: PoolClient): Promise<void> {
    if (this.occurrences.size === 0) return;
    const ids = [...this.occurrences.keys()];
    const rows = [...this.occurrences.values()];
    await client.query(
      `INSERT INTO class_occurrences (occurrence_id, session_id, day)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[])
       ON CONFLICT (occurrence_id) DO NOTHING`,
      [ids, rows.map((r) => r.sessionId), rows.map((r) => r.day)],
    );
  }

  /** Writes every place of the batch, keeping the booked flag a row has where the batch left it open. */
  async writePlaces(client: PoolClient): Promise<void> {
    if (this.places.size === 0) return;
    const places = [...this.places.values()];
    await client.query(
      `INSERT INTO class_bookings (occurrence_id, member_id, session_id, day, status, booked, waitlist_seq, at)
       SELECT p.occurrence_id, p.member_id, p.session_id, p.day, p.status, coalesce(p.booked, b.booked, false),
              p.waitlist_seq, p.at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::boolean[], $7::bigint[],
                   $8::timestamptz[])
            AS p (occurrence_id, member_id, session_id, day, status, booked, waitlist_seq, at)
       LEFT JOIN class_bookings b ON b.occurrence_id = p.occurrence_id AND b.member_id = p.member_id
       ON CONFLICT (occurrence_id, member_id) DO UPDATE SET status = EXCLUDED.status, booked = EXCLUDED.booked,
         waitlist_seq = EXCLUDED.waitlist_seq, at = EXCLUDED.at`,
      [
        places.map((p) => p.occurrenceId),
        places.map((p) => p.memberId),
        places.map((p) => p.sessionId),
        places.map((p) => p.day),
        places.map((p) => p.status),
        places.map((p) => p.booked),
        places.map((p) => p.waitlistSeq),
        places.map((p) => p.at),
      ],
    );
  }
}
