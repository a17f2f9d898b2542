import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { PoolClient } from 'pg';
import { call } from '../support/api-client.js';
import { hireEmployee } from '../support/employee-fixtures.js';

/*
 * Issue 43, item 5: a command that checks other records must see every write acknowledged before it. The probe found
 * a campaign created just after its template refused ("Choose a template that exists") and a payroll run just after
 * a hire refused ("Nobody was in service"): both read tables a moment behind the log. Here the projector of the
 * first write is held back (a lock on its table), so the second command surely arrives before the read model has
 * the first; it must wait for it and succeed, not decide on stale tables.
 */
describe('commands see the writes acknowledged before them', () => {
  const { t, admin } = appForFile({ label: 'earlier-writes' }, 'admin');

  /** Holds `table`'s projector back until `release` is called: its batch waits on the lock. */
  async function holdBack(table: string): Promise<() => Promise<void>> {
    const client: PoolClient = await t.db.pool.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE read.${table} IN EXCLUSIVE MODE`);
    return async () => {
      await client.query('COMMIT');
      client.release();
    };
  }
  const releaseSoon = (release: () => Promise<void>) =>
    new Promise<void>((resolve) => setTimeout(() => void release().then(resolve), 400));

  it('creates a campaign right after its template', async () => {
    const segment = await call<{ id: string }>(t.baseUrl, 'POST', '/api/marketing/segments', {
      session: admin,
      body: { name: 'Everyone', criteria: {} },
    });
    expect(segment.status).toBe(201);
    await t.caughtUp();
    const release = await holdBack('marketing_templates');
    const template = await call<{ id: string }>(t.baseUrl, 'POST', '/api/marketing/templates', {
      session: admin,
      body: { name: 'Welcome', channel: 'email', subjectEn: 'Hi', subjectAr: 'مرحبا', bodyEn: 'Hello', bodyAr: 'أهلا' },
    });
    expect(template.status).toBe(201);
    const [campaign] = await Promise.all([
      call<{ message?: string }>(t.baseUrl, 'POST', '/api/marketing/campaigns', {
        session: admin,
        body: {
          name: 'Right after',
          kind: 'one-off',
          segmentId: segment.body.id,
          templateId: template.body.id,
          language: 'en',
        },
      }),
      releaseSoon(release),
    ]);
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
  });

  it('drafts a payroll run right after a hire', async () => {
    await t.caughtUp();
    const release = await holdBack('employees');
    await hireEmployee(t.baseUrl, admin, { name: 'Hired Just Now', hireDate: '2026-01-01' });
    const [run] = await Promise.all([
      call<{ message?: string }>(t.baseUrl, 'POST', '/api/payroll/runs', {
        session: admin,
        body: { month: '2026-11' },
      }),
      releaseSoon(release),
    ]);
    expect(run.status, JSON.stringify(run.body)).toBe(201);
  });
});
