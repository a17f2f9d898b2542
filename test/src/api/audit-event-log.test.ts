import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { ChainReportAnswer, EventCatalogueAnswer, EventLogPage } from '@gym/kernel/contracts/event-log-contracts';
import { storedEvents } from '../support/stored-events.js';
import type { EventDefinition } from '@gym/events/catalogue/define-event';
import { modules } from '@gym/modules/modules';

const definitions: readonly EventDefinition[] = modules.flatMap((m): readonly EventDefinition[] => m.events);
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, sellNewRegistration } from '../support/desk-fixtures.js';
import { hireEmployee } from '../support/employee-fixtures.js';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { staffWith } from '../support/staff-fixtures.js';
import { startTestApp } from '../support/test-app.js';

describe('GET /api/events: the log for people who audit it (issue 13, item 2)', () => {
  const { t, admin, desk } = appForFile({ label: 'audit_log' }, 'admin', 'desk');
  let membersOnly: Session;
  let memberId: string;
  let invoiceId: string;

  const events = (session: Session, query = '') =>
    call<EventLogPage & { message?: string }>(t.baseUrl, 'GET', `/api/events${query}`, { session });
  const types = (page: EventLogPage) => new Set(page.data.map((e) => e.type));

  beforeAll(async () => {
    membersOnly = await staffWith(t, admin, 'Member Viewer', ['canViewMembers']);
    const planId = (await createPlan(t.baseUrl, admin)).id;
    memberId = (await createMember(t.baseUrl, desk, { firstName: 'Ali', lastName: 'Hassan' })).id;
    invoiceId = (await sellNewRegistration(t.baseUrl, desk, memberId, planId)).id;
    // Subjects read with their names once the audit-names projection has them.
    await t.caughtUp();
  });

  it('shows an administrator every kind of event, newest first, with who, when, from where and in words', async () => {
    const page = await events(admin, '?limit=200');
    expect(page.status).toBe(200);
    const seen = types(page.body);
    for (const type of ['RoleDefined', 'UserCreated', 'MemberRegistered', 'InvoiceIssued', 'PaymentRecorded']) {
      expect(seen).toContain(type);
    }
    const positions = page.body.data.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const payment = page.body.data.find((e) => e.type === 'PaymentRecorded')!;
    expect(payment).toMatchObject({
      streamId: `invoice-${invoiceId}`,
      actor: { name: 'Reception Desk', username: 'reception', role: 'receptionist' },
      command: 'POST /api/invoices',
      clientAddress: '127.0.0.1',
      data: { amount: 45000, method: 'cash' },
      withheld: [],
    });
    expect(payment.words).toContainEqual({ money: 45000 });
    expect(payment.words).toContainEqual({ ref: 'member', id: memberId, label: 'Ali Hassan' });
    // The same event as a code and values, for a reader in another language (issue 46): subjects named the same way.
    expect(payment.message).toEqual({
      code: 'PaymentRecorded',
      params: {
        amount: { money: 45000 },
        method: 'cash',
        invoice: expect.objectContaining({ ref: 'invoice', id: invoiceId }),
        member: { ref: 'member', id: memberId, label: 'Ali Hassan' },
      },
    });
    expect(payment.words).toContain(' in cash on invoice ');
  });

  it('leaves out account and role events for the desk, and money events for a role without canViewFinancials', async () => {
    const deskTypes = types((await events(desk, '?limit=200')).body);
    expect(deskTypes).toContain('PaymentRecorded');
    expect(deskTypes).toContain('MemberRegistered');
    expect(deskTypes).not.toContain('UserCreated');
    expect(deskTypes).not.toContain('RoleDefined');

    const viewerTypes = types((await events(membersOnly, '?limit=200')).body);
    expect(viewerTypes).toContain('MemberRegistered');
    for (const money of ['PaymentRecorded', 'InvoiceIssued', 'MembershipSold', 'UserCreated']) {
      expect(viewerTypes).not.toContain(money);
    }
    // Asking for a type one may not read finds nothing rather than an error.
    expect((await events(membersOnly, '?type=PaymentRecorded')).body.data).toEqual([]);
  });

  it('pages by position: each page older than the last, none repeated, until the start of the log', async () => {
    const all = (await events(admin, '?limit=200')).body.data.map((e) => e.position);
    const paged: number[] = [];
    let before: number | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const query: string = `?limit=3${before ? `&before=${before}` : ''}`;
      const page: EventLogPage = (await events(admin, query)).body;
      paged.push(...page.data.map((e) => e.position));
      before = page.nextBefore;
      if (before === null) break;
    }
    expect(paged).toEqual(all);
  });

  it('filters by stream, stream kind, type, actor, correlation id, time and free text or amount', async () => {
    const member = (await events(admin, `?stream=member-${memberId}`)).body.data;
    expect(member.length).toBeGreaterThan(0);
    expect(member.every((e) => e.streamId === `member-${memberId}`)).toBe(true);

    const invoices = (await events(admin, '?streamKind=invoice&limit=200')).body.data;
    expect(invoices.every((e) => e.streamId.startsWith('invoice-'))).toBe(true);

    const byType = (await events(admin, '?type=PaymentRecorded,InvoiceIssued&limit=200')).body.data;
    expect(new Set(byType.map((e) => e.type))).toEqual(new Set(['PaymentRecorded', 'InvoiceIssued']));

    const byDesk = (await events(admin, '?actor=reception&limit=200')).body.data;
    expect(byDesk.length).toBeGreaterThan(0);
    expect(byDesk.every((e) => e.actor.username === 'reception')).toBe(true);

    const sale = byType.find((e) => e.type === 'PaymentRecorded')!;
    const together = (await events(admin, `?correlationId=${sale.correlationId}`)).body.data;
    expect(together.map((e) => e.type)).toEqual(expect.arrayContaining(['PaymentRecorded', 'InvoiceIssued']));
    expect(together.every((e) => e.correlationId === sale.correlationId)).toBe(true);

    expect((await events(admin, '?q=Hassan')).body.data.map((e) => e.type)).toContain('MemberRegistered');
    expect((await events(admin, '?q=450.00')).body.data.map((e) => e.type)).toContain('PaymentRecorded');

    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect((await events(admin, `?from=${future}`)).body.data).toEqual([]);
    expect((await events(admin, `?to=${future}&limit=1`)).body.data).toHaveLength(1);
  });

  it('searches only what the reader may see: withheld salary, IBAN, QID and document numbers find nothing (issue 43, item 3)', async () => {
    const iban = qatarIban('QNBA', '000000000000000424242');
    const hired = await hireEmployee(t.baseUrl, admin, {
      name: 'Salma Withheld',
      basicSalary: 7777,
      qid: '28499912345',
      iban,
    });
    const document = await call(t.baseUrl, 'POST', `/api/staff/employees/${hired.id}/documents`, {
      session: admin,
      body: { kind: 'passport', number: 'P9081726', expiryDate: '2030-01-31' },
    });
    expect(document.status).toBe(201);
    /**
     * The employee events a search finds for whom they did not visibly match: an id the reader sees may contain the
     * digits by chance (random UUIDs do), and that is a fair find; a find through a withheld field is not.
     */
    const found = async (session: Session, q: string) => {
      const page = await events(session, `?limit=200&q=${encodeURIComponent(q)}`);
      expect(page.status, q).toBe(200);
      return page.body.data
        .filter((e) => e.type.startsWith('Employee') && !JSON.stringify(e.data).includes(q))
        .map((e) => e.type);
    };
    // The desk (canViewStaff, not canEditStaff) reads the hire without pay and identity numbers…
    const seen = (await events(desk, '?limit=200&type=EmployeeHired')).body.data;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e) => e.withheld.includes('basicSalary') && e.withheld.includes('iban'))).toBe(true);
    // …so searching for them finds nothing, not even a character at a time, while what it sees is still found.
    for (const hidden of ['777700', '7777', '777701', '28499912345', '2849991', iban, '424242', 'P9081726', 'QNBA']) {
      expect(await found(desk, hidden), hidden).toEqual([]);
    }
    const types = async (session: Session, q: string) =>
      (await events(session, `?limit=200&q=${encodeURIComponent(q)}`)).body.data
        .filter((e) => e.type.startsWith('Employee'))
        .map((e) => e.type);
    expect(await types(desk, 'Salma Withheld')).toEqual(['EmployeeHired']);
    expect(await types(desk, 'passport')).toContain('EmployeeDocumentRecorded');
    // An administrator sees every field, so the same searches find the events.
    expect(await types(admin, '777700')).toEqual(['EmployeeHired']);
    expect(await types(admin, '28499912345')).toEqual(['EmployeeHired']);
    expect(await types(admin, iban)).toEqual(['EmployeeHired']);
    expect(await types(admin, 'P9081726')).toEqual(['EmployeeDocumentRecorded']);
  });

  it('exports the log as NDJSON, one event a line in log order, for administrators only (item 5)', async () => {
    const answer = await fetch(`${t.baseUrl}/api/events/export`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const text = await answer.text();
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const stored = await storedEvents(t.store);
    expect(lines.map((l) => l.position)).toEqual(stored.slice(0, lines.length).map((e) => e.position));
    expect(lines.length).toBeGreaterThanOrEqual(stored.length - 5);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(
        ['data', 'eventId', 'metadata', 'position', 'schemaVersion', 'streamId', 'streamVersion', 'type'].sort(),
      );
    }
    expect(text).not.toMatch(/admin123|reception123|scrypt/);
    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    const none = await fetch(`${t.baseUrl}/api/events/export?from=${future}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await none.text()).toBe('');
    expect((await call(t.baseUrl, 'GET', '/api/events/export', { session: desk })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/events/export?from=soon', { session: admin })).status).toBe(400);
  });

  it('checks the hash chain for an administrator and names an event altered behind the app (item 10)', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/events/verify', { session: desk })).status).toBe(403);
    const intact = await call<ChainReportAnswer>(t.baseUrl, 'GET', '/api/events/verify', { session: admin });
    expect(intact.status).toBe(200);
    expect(intact.body).toMatchObject({ ok: true, problemCount: 0, first: null });
    expect(intact.body.checked).toBeGreaterThan(0);

    const sealed = await t.db.pool.query<{ position: string }>(
      `SELECT e.position::text AS position FROM event_store.events e JOIN event_store.event_chain c USING (position)
       WHERE e.type = 'PaymentRecorded' LIMIT 1`,
    );
    const victim = Number(sealed.rows[0]!.position);
    await t.db.pool.query('ALTER TABLE event_store.events DISABLE TRIGGER USER');
    await t.db.pool.query(`UPDATE event_store.events SET data = jsonb_set(data, '{amount}', '1') WHERE position = $1`, [
      victim,
    ]);
    await t.db.pool.query('ALTER TABLE event_store.events ENABLE TRIGGER USER');
    const tampered = await call<ChainReportAnswer>(t.baseUrl, 'GET', '/api/events/verify', { session: admin });
    expect(tampered.body.ok).toBe(false);
    expect(tampered.body.first).toMatchObject({ kind: 'altered', position: victim, type: 'PaymentRecorded' });
  });

  it('answers bad filters with 400 and needs a session', async () => {
    for (const query of ['?limit=0', '?limit=500', '?streamKind=Bad!', '?from=yesterday', '?before=-3']) {
      expect((await events(admin, query)).status, query).toBe(400);
    }
    expect((await call(t.baseUrl, 'GET', '/api/events')).status).toBe(401);
  });
});

describe('the event catalogue (issue 13, item 11)', () => {
  it('gives every event type of every module a description, in the past tense of a fact', () => {
    const missing = definitions.filter((d) => !d.description?.trim());
    expect(missing.map((d) => d.type)).toEqual([]);
  });

  it('is served at /api/events/catalogue with version, module, access and the fields of each type', async () => {
    const t = await startTestApp({ label: 'audit_catalogue' });
    try {
      const admin = await signInAdmin(t.baseUrl);
      const answer = await call<EventCatalogueAnswer>(t.baseUrl, 'GET', '/api/events/catalogue', { session: admin });
      expect(answer.status).toBe(200);
      const all = definitions;
      expect(answer.body.events.map((e) => e.type).sort()).toEqual(all.map((d) => d.type).sort());
      const payment = answer.body.events.find((e) => e.type === 'PaymentRecorded')!;
      expect(payment).toMatchObject({ module: 'billing', access: 'canViewFinancials', version: 1 });
      expect(payment.description).toMatch(/payment/i);
      expect(payment.fields).toMatchObject({ type: 'object', properties: { amount: {}, method: {} } });
      expect((await call(t.baseUrl, 'GET', '/api/events/catalogue')).status).toBe(401);
    } finally {
      await t.stop();
    }
  });
});
