/**
 * `npm run bench:classes -- [--members N] [--years Y] [--rounds R] [--keep | --reuse-gym <url>]`: only the classes'
 * figures of `npm run bench` (issue 47; DESIGN section 8): a booking's p95 at 100,000 members with 300 weekly sessions
 * (budget ≤ 50 ms), and the class check-in's push p95 (POST /api/check-ins with an occurrenceId → the `timetable`
 * topic's notice at a socket client; budget ≤ 50 ms, as the check-in's push). Generates the gym (members' side only,
 * default 100,000 members over 1 year), builds the read tables, starts both services, puts the 300 sessions on the
 * timetable through the API, then times. BENCH_DATABASE_URL (or DATABASE_URL) names a server to run on; otherwise an
 * embedded PostgreSQL.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, dayOf } from '@gym/events/calendar/local-date';
import { demoToken, startServices } from './app-services.js';
import { classRows, CLASS_BUDGETS } from './class-bench-rows.js';
import { measurePushLatency } from './check-in-bench.js';
import { membersWhoCanCheckIn } from './check-in-members.js';
import { withMembersGym } from './members-gym.js';
import { ms } from './percentiles.js';
import { measureBooking, measureClassPush, setUpTimetable } from './class-bench.js';
import { formatCount, formatTable } from './format-table.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    years: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '300' },
    keep: { type: 'boolean', default: false },
    'reuse-gym': { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

await withMembersGym(
  { members: Number(values.members), years: Number(values.years), keep: values.keep, reuse: values['reuse-gym'] },
  async ({ url, pool }) => {
    console.log('starting command-service and projection-service ...');
    const app = await startServices(url);
    try {
      const token = await demoToken(app.baseUrl, 'reception');
      const today = dayOf(new Date(), 'Asia/Qatar');
      const timetable = await setUpTimetable(app.baseUrl, await demoToken(app.baseUrl, 'admin'));
      // Members the desk may book on any day of the coming week.
      const memberIds = await membersWhoCanCheckIn(pool, today, { limit: rounds * 2, until: addDays(today, 7) });
      const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM read.members')).rows[0]!.n);
      console.log(
        `${formatCount(total)} members (${formatCount(memberIds.length)} picked to book), ` +
          `${timetable.sessions} weekly sessions; load average ${load()}`,
      );
      console.log(`measuring ${rounds} bookings ...`);
      const booking = await measureBooking(app.baseUrl, token, today, memberIds.slice(0, rounds), rounds);
      console.log(`measuring ${rounds} class check-ins → push ...`);
      const push = await measureClassPush(app.baseUrl, token, today, memberIds.slice(rounds), rounds);
      // The plain check-in's push in the same run (DESIGN section 8's first row): what this machine gives now, to read
      // the classes' figures against on a shared or slower machine.
      console.log(`measuring ${rounds} plain check-ins → push (the reference) ...`);
      const reference = await measurePushLatency(
        app.baseUrl,
        token,
        await membersWhoCanCheckIn(pool, today, { limit: rounds }),
        rounds,
      );
      console.log(`\nload average after: ${load()}\n`);
      console.log(
        formatTable(
          [
            { title: 'figure', align: 'left' },
            { title: 'measured', align: 'right' },
            { title: 'budget', align: 'right' },
            { title: '', align: 'left' },
            { title: 'notes', align: 'left' },
          ],
          [
            ...classRows(booking, push, timetable.sessions, CLASS_BUDGETS),
            [
              'reference: check-in → check-ins push p50 / p95',
              `${ms(reference.p50)} / ${ms(reference.p95)}`,
              'p95 ≤ 50 ms',
              reference.p95 <= 50 && reference.missed === 0 ? 'PASS' : 'FAIL',
              `${reference.count} plain check-ins in the same run, as npm run bench's push row measures them`,
            ],
          ],
        ),
      );
      console.log(
        JSON.stringify({ bench: 'classes', members: total, sessions: timetable.sessions, booking, push, reference }),
      );
    } finally {
      await app.stop();
    }
  },
);
