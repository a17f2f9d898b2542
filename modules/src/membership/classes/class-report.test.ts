import { describe, expect, it } from 'vitest';
import { buildClassReport, isHeld, occurrenceCounts } from './class-report.js';
import type { ReportOccurrence, ReportPlace } from './class-report.js';

const NOW = new Date('2026-11-12T09:00:00Z');
const noor = { kind: 'trainer' as const, id: 't-noor', name: 'Coach Noor' };

const occurrence = (id: string, over: Partial<ReportOccurrence> = {}): ReportOccurrence => ({
  occurrenceId: id,
  classId: 'spin',
  className: 'Spinning',
  colour: '#dc2626',
  day: '2026-11-11', // a Wednesday
  startTime: '18:00',
  endsAt: '2026-11-11T15:45:00Z',
  instructor: noor,
  capacity: 10,
  status: 'scheduled',
  ...over,
});
const place = (occurrenceId: string, status: ReportPlace['status'], over: Partial<ReportPlace> = {}): ReportPlace => ({
  occurrenceId,
  status,
  seated: status !== 'waitlisted',
  waitlisted: false,
  promoted: false,
  ...over,
});

describe('class report figures (issue 47, item 6)', () => {
  it('counts an occurrence only once held: scheduled and ended by now', () => {
    expect(isHeld(occurrence('a'), NOW)).toBe(true);
    expect(isHeld(occurrence('a', { status: 'cancelled' }), NOW)).toBe(false);
    expect(isHeld(occurrence('a', { status: 'closed' }), NOW)).toBe(false);
    expect(isHeld(occurrence('a', { endsAt: '2026-11-12T09:00:01Z' }), NOW)).toBe(false);
    expect(isHeld(occurrence('a', { endsAt: '2026-11-12T09:00:00Z' }), NOW)).toBe(true);
  });

  it('seats taken are booked, checked in or no-show; walk-ins attend without being a booking', () => {
    const counts = occurrenceCounts({ capacity: 5 }, [
      place('a', 'checkedIn'),
      place('a', 'checkedIn', { seated: false }), // a walk-in
      place('a', 'noShow'),
      place('a', 'booked'),
      place('a', 'cancelled'),
      place('a', 'lateCancelled'),
      place('a', 'waitlisted', { waitlisted: true }),
    ]);
    expect(counts).toMatchObject({
      occurrences: 1,
      capacity: 5,
      seatsTaken: 4,
      attended: 2,
      noShows: 1,
      bookings: 5,
      lateCancels: 1,
      waitlisted: 1,
      promoted: 0,
    });
  });

  it('a waitlisted member who left the waitlist late is no late cancellation of a booking', () => {
    const counts = occurrenceCounts({ capacity: 5 }, [
      place('a', 'lateCancelled', { seated: false, waitlisted: true }),
    ]);
    expect(counts).toMatchObject({ bookings: 0, lateCancels: 0, waitlisted: 1 });
  });

  it('rates: fill over capacity, no-shows over bookings kept, late cancels over bookings; null when nothing to measure', () => {
    const report = buildClassReport(
      { from: '2026-11-09', to: '2026-11-15' },
      [occurrence('a'), occurrence('b', { capacity: 6, day: '2026-11-12', endsAt: '2026-11-12T08:00:00Z' })],
      [
        place('a', 'checkedIn'),
        place('a', 'checkedIn', { waitlisted: true, promoted: true }),
        place('a', 'noShow', { waitlisted: true, promoted: true }),
        place('a', 'lateCancelled'),
        place('b', 'checkedIn'),
      ],
      NOW,
    );
    expect(report.totals).toEqual({
      occurrences: 2,
      capacity: 16,
      seatsTaken: 4,
      attended: 3,
      noShows: 1,
      bookings: 5,
      lateCancels: 1,
      waitlisted: 2,
      promoted: 2,
      promotedAttended: 1,
      fillRate: 4 / 16,
      noShowRate: 1 / 4,
      lateCancelRate: 1 / 5,
    });
    const empty = buildClassReport(
      { from: '2026-11-09', to: '2026-11-15' },
      [occurrence('a', { capacity: 0 })],
      [],
      NOW,
    );
    expect(empty.totals).toMatchObject({ occurrences: 1, fillRate: null, noShowRate: null, lateCancelRate: null });
  });

  it('leaves cancelled, closed and future occurrences and their places out of every figure', () => {
    const report = buildClassReport(
      { from: '2026-11-09', to: '2026-11-15' },
      [
        occurrence('held'),
        occurrence('off', { status: 'cancelled' }),
        occurrence('shut', { status: 'closed' }),
        occurrence('later', { day: '2026-11-13', endsAt: '2026-11-13T15:45:00Z' }),
      ],
      [place('held', 'checkedIn'), place('off', 'lateCancelled'), place('shut', 'booked'), place('later', 'booked')],
      NOW,
    );
    expect(report.totals).toMatchObject({ occurrences: 1, capacity: 10, attended: 1, bookings: 1, lateCancels: 0 });
    expect(report.byClass).toHaveLength(1);
    expect(report.heatmap).toHaveLength(1);
  });

  it('groups by class, by instructor (nobody set last) and by weekday × starting hour', () => {
    const yoga = { classId: 'yoga', className: 'Yoga', colour: '#16a34a' };
    const report = buildClassReport(
      { from: '2026-11-09', to: '2026-11-15' },
      [
        occurrence('w18'),
        occurrence('w1830', { startTime: '18:30', instructor: null, ...yoga }),
        occurrence('t07', { day: '2026-11-12', startTime: '07:00', endsAt: '2026-11-12T05:00:00Z', ...yoga }),
      ],
      [
        place('w18', 'checkedIn'),
        place('w1830', 'checkedIn'),
        place('w1830', 'checkedIn'),
        place('t07', 'checkedIn'),
        place('t07', 'checkedIn'),
        place('t07', 'noShow'),
      ],
      NOW,
    );
    expect(report.byClass.map((c) => [c.className, c.occurrences, c.attended])).toEqual([
      ['Yoga', 2, 4],
      ['Spinning', 1, 1],
    ]);
    expect(report.byInstructor.map((i) => [i.instructor?.name ?? null, i.occurrences, i.attended])).toEqual([
      ['Coach Noor', 2, 3],
      [null, 1, 2],
    ]);
    // Wednesday 18:00 and 18:30 share the 18 o'clock cell; Thursday 07:00 has its own.
    expect(report.heatmap.map((h) => [h.weekday, h.hour, h.occurrences, h.attended, h.noShowRate])).toEqual([
      [3, 18, 2, 3, 0],
      [4, 7, 1, 2, 1 / 3],
    ]);
  });
});
