/**
 * CPU per recorded check-in, by process: `node --conditions=source --import tsx test/src/bench/check-in-cpu.ts
 * --reuse <url> [--runs 3] [--seconds 12] [--back 0] [--rate N]`. Starts both services as `npm run bench` does, sends
 * check-ins from 32 connections and reads the CPU time (utime + stime from /proc) of command-service,
 * projection-service, their PostgreSQL backends (by application_name; the server must run on this machine) and of this
 * load generator, from the first request until the projectors have applied the last check-in. On a shared machine
 * the rate says more about the neighbours than about the code; the CPU per check-in is what compares two versions.
 *
 * `--back M` sends each run's check-ins M minutes apart in the past (run k at now − k·M minutes, M ≥ 11), so a small
 * database's members can check in again in every run instead of being 10-minute repeats.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { dayOf } from '@gym/events/calendar/local-date';
import { demoToken, sealBacklog, startServices } from './app-services.js';
import { checkInRequest, membersWhoCanCheckIn } from './check-in-members.js';

const { values } = parseArgs({
  options: {
    reuse: { type: 'string' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '12' },
    back: { type: 'string', default: '0' },
    // With --back: the first run's check-ins lie this many steps back (so several invocations never overlap).
    'first-step': { type: 'string', default: '1' },
    connections: { type: 'string', default: '32' },
    // Requests per second in all (autocannon's overallRate); unlimited when absent. The projectors' batches grow with
    // the rate, and so falls their CPU per check-in: two builds compare at the same rate, whatever the neighbours do.
    rate: { type: 'string' },
  },
});
if (!values.reuse) throw new Error('--reuse <database url> is required');
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const backMinutes = Number(values.back);
const firstStep = Number(values['first-step']);
const connections = Number(values.connections);
const rate = values.rate ? Number(values.rate) : undefined;
const TICK_MS = 10; // getconf CLK_TCK = 100

function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

const pool = new pg.Pool({ connectionString: values.reuse, max: 2, application_name: 'check-in-cpu' });
await sealBacklog(pool);
const app = await startServices(values.reuse);
process.once('SIGINT', () => void app.stop().then(() => process.exit(130)));
try {
  const token = await demoToken(app.baseUrl, 'reception');
  const today = dayOf(new Date(), 'Asia/Qatar');
  const memberIds = await membersWhoCanCheckIn(pool, today, { includeRecent: backMinutes > 0 });
  console.log(`${memberIds.length} members can check in; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const started = Date.now();
  let next = 0;
  for (let run = 0; run < runs; run++) {
    const at = backMinutes ? new Date(started - (firstStep + run) * backMinutes * 60_000).toISOString() : undefined;
    const processes = new Map<number, string>(app.pids.map((p) => [p.pid, p.name]));
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    const sample = async () => {
      const backends = await pool.query<{ pid: number; application_name: string }>(
        `SELECT pid, application_name FROM pg_stat_activity
         WHERE datname = current_database() AND application_name IN ('command-service', 'projection-service')`,
      );
      for (const b of backends.rows) processes.set(b.pid, `${b.application_name} backends`);
      for (const pid of processes.keys()) {
        const ms = cpuMs(pid);
        if (ms === null) continue;
        if (!first.has(pid)) first.set(pid, ms);
        last.set(pid, ms);
      }
    };
    await sample();
    const self = process.cpuUsage();
    const sampler = setInterval(() => void sample(), 500);
    let recorded = 0;
    let errors = 0;
    const result = await autocannon({
      url: app.baseUrl,
      connections,
      duration: seconds,
      ...(rate ? { overallRate: rate } : {}),
      requests: [
        checkInRequest(
          token,
          () => ({ memberId: memberIds[next++ % memberIds.length], ...(at ? { checkInTime: at } : {}) }),
          (status) => {
            if (status === 201) recorded++;
            else if (status >= 300) errors++;
          },
        ),
      ],
    });
    const generator = process.cpuUsage(self);
    // The projectors' share: wait until the check-ins projector has applied the last check-in (the other projectors
    // apply the same batches beside it; a projector with nothing to apply writes its checkpoint only now and then).
    // A long transaction of this database holds every reader back (they read below the oldest running transaction
    // that could write to the log): after 30 s the run is reported without the projectors' tail, and says so.
    const waitUntil = Date.now() + 30_000;
    let heldBack = false;
    for (;;) {
      if (Date.now() > waitUntil) {
        heldBack = true;
        break;
      }
      const { rows } = await pool.query<{ behind: boolean }>(
        `SELECT coalesce((SELECT position FROM projection.checkpoints WHERE projector = 'check-ins'), 0)
           < (SELECT max(position) FROM event_store.events WHERE type = 'MemberCheckedIn') AS behind`,
      );
      if (!rows[0]!.behind) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sample();
    clearInterval(sampler);
    const byName = new Map<string, number>();
    for (const [pid, name] of processes) {
      const used = (last.get(pid) ?? 0) - (first.get(pid) ?? 0);
      byName.set(name, (byName.get(name) ?? 0) + used);
    }
    byName.set('load generator', (generator.user + generator.system) / 1000);
    const per = (ms: number) => (recorded ? ms / recorded : 0).toFixed(3);
    const total = [...byName.values()].reduce((a, b) => a + b, 0);
    console.log(
      `run ${run + 1}: ${recorded} recorded (${(recorded / (result.duration || seconds)).toFixed(0)}/s), ` +
        `${result.requests.total} requests, ${errors + result.errors + result.timeouts} errors, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms; CPU ms per check-in: ` +
        [...byName].map(([name, ms]) => `${name} ${per(ms)}`).join(', ') +
        `; total ${per(total)}${heldBack ? ' (projectors held back by a long transaction: their tail is missing)' : ''} (load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
    );
  }
} finally {
  await app.stop();
  await pool.end();
}
