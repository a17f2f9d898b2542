import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { createLogger } from '@gym/events/runtime/create-logger';
import { projectorsOf } from '@gym/kernel/modules/module-manifest';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';

const projectors = projectorsOf(modules, catalogue);

describe('a full rebuild beside the live system', () => {
  const { t, admin, desk } = appForFile({ label: 'rebuild-live' }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  /** Every read table's rows, in a stable order: what a reader could ever see. */
  async function readModel(): Promise<Record<string, string>> {
    const tables = projectors.flatMap((p) => p.tables.map((table) => table.name));
    const model: Record<string, string> = {};
    for (const table of tables) {
      const rows = await t.db.pool.query<{ r: string }>(`SELECT to_jsonb(x)::text AS r FROM read.${table} x`);
      model[table] = rows.rows
        .map((row) => row.r)
        .sort()
        .join('\n');
    }
    return model;
  }

  /** A new member named "Last First" holding a membership paid at 300.00 QAR. */
  async function paidMember(name: string) {
    const profile = { firstName: name.split(' ')[1], lastName: name.split(' ')[0] };
    return (await memberWithMembership(t.baseUrl, desk, planId, { profile, sale: { amount: 300, status: 'paid' } }))
      .member;
  }

  it('keeps serving commands and reads while every projector rebuilds, and ends equal to a fresh projection', async () => {
    // Letters only (names refuse digits), unique per run.
    const tag = `Rebuild${Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    for (let i = 0; i < 5; i++) await paidMember(`${tag} Before${'abcde'[i]}`);
    await t.caughtUp();

    const rebuilding = rebuildProjectors({
      pool: t.db.pool,
      store: t.store,
      projectors,
      log: createLogger('rebuild-test', 'silent'),
      // Small batches: the rebuild takes many steps, so the commands below land while it runs.
      batchSize: 5,
    });
    let finished = false;
    void rebuilding.then(
      () => (finished = true),
      () => (finished = true),
    );
    // The desk goes on: new members and sales are accepted and the live tables answer every read meanwhile.
    const during: string[] = [];
    let reads = 0;
    for (let i = 0; i < 5 || !finished; i++) {
      if (i < 5) {
        const m = await paidMember(`${tag} During${'abcde'[i]}`);
        during.push(m.id);
      }
      const list = await call<{ data: unknown[] }>(t.baseUrl, 'GET', `/api/members?search=${encodeURIComponent(tag)}`, {
        session: desk,
      });
      // A 500 says nothing to the client: the app's own error lines say what happened.
      expect(list.status, t.serverErrors().join('\n')).toBe(200);
      reads++;
      if (i > 200) break;
    }
    await rebuilding;
    expect(reads).toBeGreaterThanOrEqual(5);

    // Commands that arrived during the rebuild are neither lost nor applied twice.
    await t.caughtUp();
    await expect
      .poll(
        async () => {
          const list = await call<{ data: { id: string }[] }>(
            t.baseUrl,
            'GET',
            `/api/members?search=${encodeURIComponent(tag)}`,
            { session: desk },
          );
          return list.body.data.map((m) => m.id).filter((id) => during.includes(id)).length;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(5);
    const afterLiveRebuild = await readModel();

    // A second rebuild with nobody working is the fresh projection of the same log.
    await rebuildProjectors({
      pool: t.db.pool,
      store: t.store,
      projectors,
      log: createLogger('rebuild-test', 'silent'),
    });
    const fresh = await readModel();
    expect(Object.keys(afterLiveRebuild)).toEqual(Object.keys(fresh));
    for (const table of Object.keys(fresh))
      expect({ table, rows: afterLiveRebuild[table] }).toEqual({ table, rows: fresh[table] });
  }, 180_000);
});
