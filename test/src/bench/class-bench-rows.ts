import type { measureBooking, measureClassPush } from './class-bench.js';
import { ms } from './percentiles.js';

/** DESIGN section 8: a class booking p95 ≤ 50 ms; the class check-in's push as the check-in's, p95 ≤ 50 ms. */
export const CLASS_BUDGETS = { bookingP95: 50, pushP95: 50 } as const;

const refusals = (refused: Record<string, number>) => {
  const entries = Object.entries(refused);
  return entries.length ? `; refused: ${entries.map(([code, n]) => `${code} ×${n}`).join(', ')}` : '';
};

/** The two rows of the classes' figures, as `npm run bench` and `npm run bench:classes` print them. */
export function classRows(
  booking: Awaited<ReturnType<typeof measureBooking>>,
  push: Awaited<ReturnType<typeof measureClassPush>>,
  sessions: number,
  budgets: typeof CLASS_BUDGETS,
): string[][] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  return [
    [
      'class booking p50 / p95',
      `${ms(booking.p50)} / ${ms(booking.p95)}`,
      `p95 ≤ ${budgets.bookingP95} ms`,
      verdict(booking.p95 <= budgets.bookingP95 && booking.count > 0),
      `${booking.count} bookings one at a time, each a different member, over the week's ${booking.occurrences} ` +
        `occurrences still to start (${sessions} weekly sessions)` +
        (booking.waitlisted ? `, ${booking.waitlisted} put on a waitlist` : '') +
        refusals(booking.refused),
    ],
    [
      `${push.path} → timetable push p50 / p95`,
      `${ms(push.p50)} / ${ms(push.p95)}`,
      `p95 ≤ ${budgets.pushP95} ms`,
      verdict(push.p95 <= budgets.pushP95 && push.count > 0 && push.missed === 0),
      `${push.count} ${push.path === 'class check-in' ? 'class check-ins (POST /api/check-ins with occurrenceId, each member booked first, untimed)' : "bookings (this server's check-in takes no occurrence)"}, ` +
        `one at a time, socket.io client on websocket` +
        (push.missed ? `; ${push.missed} pushes missed (later than 5 s)` : '') +
        refusals(push.refused),
    ],
  ];
}
