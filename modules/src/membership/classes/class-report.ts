import type { Instructor } from './class-events.js';
import { isoWeekday } from './class-time.js';

/*
 * The class report's figure rules (issue 47, item 6), pure: the route reads the occurrences of the period (the
 * timetable's own computation) and each member's place in them (class_report_places), and these functions count.
 *
 * - An occurrence is HELD when it was not cancelled nor closed and has ended by now; only held occurrences count.
 * - Seats taken: places booked, checked in or a no-show (a walk-in checked in takes a seat, as on the timetable).
 * - Fill rate: seats taken ÷ the capacity of the occurrences held.
 * - Attended: places checked in (walk-ins included).
 * - Bookings: places that held a seat at some time (booked, or promoted from the waitlist); a walk-in is no booking.
 * - No-show rate: no-shows ÷ bookings kept to the start (booked places not cancelled: checked in, a no-show, or
 *   still booked when the sweep has not run yet).
 * - Late-cancel rate: late cancellations ÷ bookings.
 * - Waitlist conversions: members who joined the waitlist, those promoted to a seat, and of those who attended.
 * A rate is null when it would divide by zero (nothing to measure), never 0.
 */

export type PlaceStatus = 'booked' | 'waitlisted' | 'checkedIn' | 'noShow' | 'cancelled' | 'lateCancelled';

/** An occurrence of the period as the timetable computes it. */
export interface ReportOccurrence {
  occurrenceId: string;
  classId: string;
  className: string;
  colour: string;
  day: string;
  /** Wall-clock start in the gym's zone, `HH:MM` (a moved occurrence's new time). */
  startTime: string;
  endsAt: string;
  instructor: Instructor | null;
  capacity: number;
  status: 'scheduled' | 'cancelled' | 'closed';
}

/** One member's place in one occurrence, with what happened to it on the way. */
export interface ReportPlace {
  occurrenceId: string;
  status: PlaceStatus;
  /** Held a seat at some time (booked, or promoted). */
  seated: boolean;
  /** Joined the waitlist at some time. */
  waitlisted: boolean;
  /** Got a seat from the waitlist. */
  promoted: boolean;
}

export interface ReportFigures {
  occurrences: number;
  capacity: number;
  seatsTaken: number;
  attended: number;
  noShows: number;
  bookings: number;
  lateCancels: number;
  waitlisted: number;
  promoted: number;
  promotedAttended: number;
  fillRate: number | null;
  noShowRate: number | null;
  lateCancelRate: number | null;
}

export interface ClassRow extends ReportFigures {
  classId: string;
  className: string;
  colour: string;
}
export interface InstructorRow extends ReportFigures {
  /** Null: the occurrences nobody was set to teach. */
  instructor: Instructor | null;
}
export interface HeatmapCell extends ReportFigures {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The hour the occurrences started in, 0…23. */
  hour: number;
}

export interface ClassReport {
  from: string;
  to: string;
  totals: ReportFigures;
  byClass: ClassRow[];
  byInstructor: InstructorRow[];
  heatmap: HeatmapCell[];
}

/** Counts before the rates. */
type Counts = Omit<ReportFigures, 'fillRate' | 'noShowRate' | 'lateCancelRate'>;

const SEAT_STATUSES: ReadonlySet<PlaceStatus> = new Set(['booked', 'checkedIn', 'noShow']);

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function emptyCounts(): Counts {
  return {
    occurrences: 0,
    capacity: 0,
    seatsTaken: 0,
    attended: 0,
    noShows: 0,
    bookings: 0,
    lateCancels: 0,
    waitlisted: 0,
    promoted: 0,
    promotedAttended: 0,
  };
}

/** The counts of one held occurrence from its places. */
export function occurrenceCounts(occurrence: Pick<ReportOccurrence, 'capacity'>, places: readonly ReportPlace[]) {
  const counts = emptyCounts();
  counts.occurrences = 1;
  counts.capacity = occurrence.capacity;
  for (const p of places) {
    if (SEAT_STATUSES.has(p.status)) counts.seatsTaken++;
    if (p.status === 'checkedIn') counts.attended++;
    if (p.status === 'noShow') counts.noShows++;
    if (p.seated) counts.bookings++;
    if (p.seated && p.status === 'lateCancelled') counts.lateCancels++;
    if (p.waitlisted) counts.waitlisted++;
    if (p.promoted) counts.promoted++;
    if (p.promoted && p.status === 'checkedIn') counts.promotedAttended++;
  }
  return counts;
}

/** Bookings kept to the start: seated and not cancelled. */
function keptBookings(places: readonly ReportPlace[]) {
  return places.filter((p) => p.seated && SEAT_STATUSES.has(p.status)).length;
}

function addCounts(into: Counts & { kept: number }, more: Counts, kept: number) {
  for (const key of Object.keys(more) as (keyof Counts)[]) into[key] += more[key];
  into.kept += kept;
}

function withRates({ kept, ...c }: Counts & { kept: number }): ReportFigures {
  return {
    ...c,
    fillRate: ratio(c.seatsTaken, c.capacity),
    noShowRate: ratio(c.noShows, kept),
    lateCancelRate: ratio(c.lateCancels, c.bookings),
  };
}

/** Whether an occurrence was held by `now`: not cancelled nor closed, and ended. */
export const isHeld = (o: Pick<ReportOccurrence, 'status' | 'endsAt'>, now: Date) =>
  o.status === 'scheduled' && Date.parse(o.endsAt) <= now.getTime();

/** Figures grouped by a key, in first-seen order. */
class Groups<K> {
  readonly rows = new Map<string, { key: K; counts: Counts & { kept: number } }>();
  add(id: string, key: K, counts: Counts, kept: number) {
    let row = this.rows.get(id);
    if (!row) {
      row = { key, counts: { ...emptyCounts(), kept: 0 } };
      this.rows.set(id, row);
    }
    addCounts(row.counts, counts, kept);
  }
  list() {
    return [...this.rows.values()].map((r) => ({ key: r.key, figures: withRates(r.counts) }));
  }
}

/** The report of the occurrences and places of a period, as of `now`. */
export function buildClassReport(
  period: { from: string; to: string },
  occurrences: readonly ReportOccurrence[],
  places: readonly ReportPlace[],
  now: Date,
): ClassReport {
  const placesOf = new Map<string, ReportPlace[]>();
  for (const p of places) {
    const list = placesOf.get(p.occurrenceId);
    if (list) list.push(p);
    else placesOf.set(p.occurrenceId, [p]);
  }
  const total = { ...emptyCounts(), kept: 0 };
  const byClass = new Groups<Pick<ClassRow, 'classId' | 'className' | 'colour'>>();
  const byInstructor = new Groups<Instructor | null>();
  const heatmap = new Groups<{ weekday: number; hour: number }>();
  for (const o of occurrences) {
    if (!isHeld(o, now)) continue;
    const mine = placesOf.get(o.occurrenceId) ?? [];
    const counts = occurrenceCounts(o, mine);
    const kept = keptBookings(mine);
    addCounts(total, counts, kept);
    byClass.add(o.classId, { classId: o.classId, className: o.className, colour: o.colour }, counts, kept);
    byInstructor.add(o.instructor ? `${o.instructor.kind}:${o.instructor.id}` : '', o.instructor, counts, kept);
    const weekday = isoWeekday(o.day);
    const hour = Number(o.startTime.slice(0, 2));
    heatmap.add(`${weekday}:${hour}`, { weekday, hour }, counts, kept);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return {
    from: period.from,
    to: period.to,
    totals: withRates(total),
    byClass: byClass
      .list()
      .map(({ key, figures }) => ({ ...key, ...figures }))
      .sort((a, b) => b.attended - a.attended || byName(a.className, b.className)),
    byInstructor: byInstructor
      .list()
      .map(({ key, figures }) => ({ instructor: key, ...figures }))
      // Nobody-set last; otherwise by attendance, then name.
      .sort(
        (a, b) =>
          Number(a.instructor === null) - Number(b.instructor === null) ||
          b.attended - a.attended ||
          byName(a.instructor?.name ?? '', b.instructor?.name ?? ''),
      ),
    heatmap: heatmap
      .list()
      .map(({ key, figures }) => ({ ...key, ...figures }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}
