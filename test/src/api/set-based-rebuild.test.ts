import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { EventMetadata, RecordedEvent } from '@gym/events/store/envelope';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { Projector } from '@gym/kernel/projection/projector';
import { projectors } from '@gym/projection-service/projectors';
import { readTableDigests } from '@gym/projection-service/replay/read-table-digests';
import type { TableDigest } from '@gym/projection-service/replay/read-table-digests';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import { memberHistory } from '@gym/modules/membership/members/member-history-queries';
import { projectionDatabaseForFile } from '../support/projection-database-for-file.js';
import { seedYearOfGym } from '../support/sample-history.js';

const log = pino({ level: 'silent' });
const CHECK_IN_TYPES = new Set(['MemberCheckedIn', 'MemberCheckedOut']);
const EDGE_MEMBER = 'edge-member';

/**
 * Issue 13, item 8: a full rebuild applies check-ins with set-based statements where the log lies. The tables must be
 * the ones `apply` builds from the same log, whatever the batches: the sample gym, plus the check-ins `apply` treats
 * specially (an override, a check-out ranges after its check-in, a check-out of no check-in or just before it, one id
 * twice, check-outs before and after one check-in).
 */
describe('set-based rebuild', () => {
  const database = projectionDatabaseForFile('set_based');
  let db: TestDatabase;
  let store: PostgresEventStore;
  /** The member whose last visit is the earliest, archived at the end of the log. */
  let longGone: string;

  beforeAll(async () => {
    ({ db, store } = database);
    const metadata = (at: string): EventMetadata => ({
      actorId: '1',
      actorName: 'Sara',
      correlationId: randomUUID(),
      causationId: null,
      commandId: randomUUID(),
      at,
    });
    const append = (type: string, data: Record<string, unknown>, at: string) =>
      store.appendToStreams([{ streamId: `edge-${randomUUID()}`, expectedVersion: 'any', events: [{ type, data }] }], {
        metadata: metadata(at),
      });
    const checkIn = (checkInId: string, at: string, override: unknown = null) =>
      append(
        'MemberCheckedIn',
        { checkInId, memberId: EDGE_MEMBER, at, day: at.slice(0, 10), classId: override ? null : 'spin', override },
        at,
      );
    const out = (checkInId: string, at: string) =>
      append('MemberCheckedOut', { checkInId, memberId: EDGE_MEMBER, at }, at);
    // Before the sample gym's log, so that their check-outs after it are batches and ranges away.
    await checkIn('edge-override', '2025-11-20T05:00:00.000Z', {
      byUserId: 1,
      byName: 'Sara',
      refusal: 'Membership expired',
    });
    await checkIn('edge-late-out', '2025-11-20T06:00:00.000Z');
    await checkIn('edge-twice', '2025-11-20T07:00:00.000Z');
    await out('edge-out-first', '2025-11-20T07:10:00.000Z');
    await checkIn('edge-out-first', '2025-11-20T07:20:00.000Z');
    // One check-out before its check-in and one after it, in one batch: the later one stays.
    await out('edge-out-in-out', '2025-11-20T08:00:00.000Z');
    await checkIn('edge-out-in-out', '2025-11-20T08:10:00.000Z');
    await out('edge-out-in-out', '2025-11-20T08:40:00.000Z');
    // A fixed end, not the day the suite runs: the history's size (the check-ins the ranges carry) must not depend on
    // it (ending on 2027-01-31 it held 166 check-ins, fewer than the 200 asked below).
    const until = Date.parse('2026-11-30T18:00:00+03:00');
    await seedYearOfGym(db.pool, { members: 40, seed: 2718, until }, { staffAccounts: true, products: 10 });
    await checkIn('edge-twice', '2026-11-20T07:30:00.000Z');
    await out('edge-late-out', '2026-11-21T09:00:00.000Z');
    await out('edge-late-out', '2026-11-21T09:30:00.000Z');
    await out('edge-nobody', '2026-11-21T10:00:00.000Z');
    await out('edge-twice', '2026-11-21T11:00:00.000Z');
    // A member's row changing after their last visit, ranges away from it: a rebuild keeping rows in memory writes
    // the row again after the visit's statement has stored the visit, which must survive.
    const { rows } = await db.pool.query<{ member_id: string }>(
      `SELECT data->>'memberId' AS member_id FROM event_store.events
       WHERE type = 'MemberCheckedIn' AND data->>'memberId' <> $1
       GROUP BY data->>'memberId' ORDER BY max(position) LIMIT 1`,
      [EDGE_MEMBER],
    );
    longGone = rows[0]!.member_id;
    // More events than a batch between that visit and the change (a pass reads no check-ins: they are in SQL).
    await store.appendToStreams(
      [
        {
          streamId: `edge-${randomUUID()}`,
          expectedVersion: 'any',
          events: Array.from({ length: 40 }, () => ({
            type: 'MemberStatusChanged',
            data: { memberId: EDGE_MEMBER, status: 'active', reason: 'Filler' },
          })),
        },
      ],
      { metadata: metadata('2026-11-22T07:00:00.000Z') },
    );
    await append('MemberArchived', { memberId: longGone, reason: 'Moved away' }, '2026-11-22T08:00:00.000Z');
  }, 300_000);

  /**
   * Rebuilds every projector, recording the types each `apply` was handed; the tables' digests and the counts.
   * `memory: false` withholds the pass's memory, so projectors load and write their rows at each batch as live.
   */
  const rebuild = async (setBased: boolean, batchSize: number, setBasedRange?: number, memory = true) => {
    const appliedTypes = new Set<string>();
    const watched = projectors.map((projector): Projector => ({
      ...projector,
      apply(events: readonly RecordedEvent[], client, pass, passMemory) {
        for (const event of events) appliedTypes.add(event.type);
        if (!memory) expect(passMemory).toBeUndefined();
        return projector.apply(events, client, pass, passMemory);
      },
    }));
    const results = await rebuildProjectors({
      pool: db.pool,
      store,
      projectors: watched,
      log,
      setBased,
      batchSize,
      memory,
      ...(setBasedRange ? { setBasedRange } : {}),
    });
    const events = Object.fromEntries([...results].map(([name, result]) => [name, result.events]));
    return { digests: await readTableDigests(db.pool, projectors), events, appliedTypes };
  };
  /** Each table's constraints and index definitions, with the schema's name left out. */
  const keysAndIndexes = async (schema: string, tables: readonly string[]) => {
    const { rows } = await db.pool.query<{ table: string; what: string }>(
      `SELECT c.conrelid::regclass::text AS table, c.contype::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS what
         FROM pg_constraint c WHERE c.connamespace = $1::regnamespace
       UNION ALL
       SELECT i.tablename, replace(i.indexdef, $1 || '.', '') FROM pg_indexes i WHERE i.schemaname = $1::text`,
      [schema],
    );
    return rows
      .map((r) => `${r.table.replace(`${schema}.`, '')}: ${r.what}`)
      .filter((r) => tables.includes(r.split(':')[0]!))
      .sort();
  };
  const byTable = (digests: readonly TableDigest[]) => Object.fromEntries(digests.map((d) => [d.table, d]));

  it('builds the tables `apply` builds, over ranges of any length, without carrying check-ins to Node', async () => {
    const node = await rebuild(false, 700);
    expect([...node.appliedTypes]).toEqual(expect.arrayContaining([...CHECK_IN_TYPES]));
    const tables = byTable(node.digests);
    expect(tables.check_ins!.rows).toBeGreaterThan(200);
    expect(tables.member_history!.rows).toBeGreaterThan(tables.members!.rows);
    expect(tables.members!.rows).toBe(40);
    expect(tables.member_dues!.rows).toBeGreaterThan(40);

    // Rows loaded and written at each batch (as a live runner does) and rows kept for the whole pass agree.
    const perBatch = await rebuild(false, 37, undefined, false);
    expect(byTable(perBatch.digests)).toEqual(tables);

    // Ranges of about a batch; ranges of several batches, the last edge check-outs in another range than their
    // check-ins; one range for the whole log, last, so that the keys and indexes below are those of a projector
    // whose tables were finished beside the pass (all its types in SQL).
    for (const [batchSize, range] of [
      [37, 1],
      [37, 150],
      [700, undefined],
    ] as const) {
      const inSql = await rebuild(true, batchSize, range);
      expect([...inSql.appliedTypes].filter((type) => CHECK_IN_TYPES.has(type))).toEqual([]);
      expect(byTable(inSql.digests)).toEqual(tables);
      expect(inSql.events).toEqual(node.events);
    }

    // What went live survives a crash and is packed: no table unlogged or left with room for updates.
    const names = projectors.flatMap((p) => p.tables.map((t) => t.name));
    const kept = await db.pool.query<{ relname: string; relpersistence: string; reloptions: string[] | null }>(
      `SELECT relname, relpersistence, reloptions FROM pg_class
       WHERE relnamespace = 'read'::regnamespace AND relname = ANY($1::text[])`,
      [names],
    );
    expect(kept.rows).toHaveLength(names.length);
    expect(kept.rows.filter((r) => r.relpersistence !== 'p' || r.reloptions !== null)).toEqual([]);
    // And comes with statistics, so that the first queries after the swap are planned on them.
    const unanalysed = await db.pool.query<{ relname: string }>(
      `SELECT relname FROM pg_stat_user_tables
       WHERE schemaname = 'read' AND relname = ANY($1::text[]) AND last_analyze IS NULL`,
      [names],
    );
    expect(unanalysed.rows).toEqual([]);
    // And has the keys and indexes its projector declares, though tables the pass only appends to or writes from
    // memory start without them (`passWrites`).
    expect(projectors.some((p) => p.tables.some((t) => t.passWrites))).toBe(true);
    await db.pool.query('DROP SCHEMA IF EXISTS declared CASCADE; CREATE SCHEMA declared');
    for (const table of projectors.flatMap((p) => p.tables))
      await db.pool.query(`SET search_path TO declared, public; ${table.ddl}; RESET search_path`);
    expect(await keysAndIndexes('read', names)).toEqual(await keysAndIndexes('declared', names));

    // The special cases came out as `apply` writes them (the digests above say both ways agree).
    const rows = await db.pool.query<{ check_in_id: string; checked_out_at: Date | null; override: unknown }>(
      `SELECT check_in_id, checked_out_at, override FROM read.check_ins WHERE member_id = $1 ORDER BY check_in_id`,
      [EDGE_MEMBER],
    );
    expect(rows.rows).toEqual([
      { check_in_id: 'edge-late-out', checked_out_at: new Date('2026-11-21T09:30:00.000Z'), override: null },
      // Its check-out came just before it: `apply` takes it with its batch, the statements with their range.
      { check_in_id: 'edge-out-first', checked_out_at: new Date('2025-11-20T07:10:00.000Z'), override: null },
      { check_in_id: 'edge-out-in-out', checked_out_at: new Date('2025-11-20T08:40:00.000Z'), override: null },
      {
        check_in_id: 'edge-override',
        checked_out_at: null,
        override: { byUserId: 1, byName: 'Sara', refusal: 'Membership expired' },
      },
      { check_in_id: 'edge-twice', checked_out_at: new Date('2026-11-21T11:00:00.000Z'), override: null },
    ]);
    // The member's history words the visits from those rows, in log order: each check-in once (the first of one id)
    // and its last check-out, the check-out that came before its check-in where it came.
    const visits = (await memberHistory(db.pool, EDGE_MEMBER, null, 200))
      .filter((line) => CHECK_IN_TYPES.has(line.type))
      .map((line) => ({ summary: line.summary, at: new Date(line.at).toISOString(), actor: line.actorName }));
    expect(visits).toEqual(
      [
        ['Checked out', '2026-11-21T11:00:00.000Z'],
        ['Checked out', '2026-11-21T09:30:00.000Z'],
        ['Checked out', '2025-11-20T08:40:00.000Z'],
        ['Checked in', '2025-11-20T08:10:00.000Z'],
        ['Checked in', '2025-11-20T07:20:00.000Z'],
        ['Checked out', '2025-11-20T07:10:00.000Z'],
        ['Checked in', '2025-11-20T07:00:00.000Z'],
        ['Checked in', '2025-11-20T06:00:00.000Z'],
        ['Checked in (override of: Membership expired)', '2025-11-20T05:00:00.000Z'],
      ].map(([summary, at]) => ({ summary, at, actor: 'Sara' })),
    );
    const archived = await db.pool.query<{ archived: boolean; last_check_in: Date | null }>(
      'SELECT archived, last_check_in FROM read.members WHERE member_id = $1',
      [longGone],
    );
    expect(archived.rows).toEqual([{ archived: true, last_check_in: expect.any(Date) }]);
  }, 300_000);

  it('stops, naming the event, when the log holds a version the statements do not read', async () => {
    const checkIns = projectors.find((p) => p.name === 'check-ins')!;
    const expectsV2: Projector = {
      ...checkIns,
      setBasedRebuild: { ...checkIns.setBasedRebuild!, types: { MemberCheckedIn: 2, MemberCheckedOut: 1 } },
    };
    const before = await readTableDigests(db.pool, [checkIns]);
    await expect(rebuildProjectors({ pool: db.pool, store, projectors: [expectsV2], log })).rejects.toThrow(
      /set-based rebuild reads MemberCheckedIn v2, but the log holds v1 at position \d+/,
    );
    // Nothing was swapped in.
    expect(await readTableDigests(db.pool, [checkIns])).toEqual(before);
  }, 120_000);
});
