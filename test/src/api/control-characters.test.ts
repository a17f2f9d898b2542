import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import { call } from '../support/api-client.js';
import type { ApiAnswer } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly pattern?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly [key: string]: unknown;
}

interface Operation {
  readonly parameters?: readonly { readonly in: string; readonly name: string; readonly schema?: JsonSchema }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/**
 * Areas that landed while this guard was being introduced and still use bare strings (issue 11, item 4 left open for
 * them). Remove a prefix once its area uses singleLine()/multiLine(); a new area is not to be added here.
 */
const NOT_YET_CONVERTED: string[] = [];

/**
 * True when a value with a NUL, or with a direction override (issue 43, item 6), can pass this string schema (no
 * pattern, format or fixed values stops it).
 */
function letsControlsThrough(schema: JsonSchema): boolean {
  if (schema.enum !== undefined || schema.const !== undefined || schema.format !== undefined) return false;
  // Two patterns on one string (the shared type's and the field's own) are listed under allOf.
  const patterns = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].flatMap((s) => s.pattern ?? []);
  return ['a\u0000b', 'a\u202Eb', 'a\u2066b'].some((value) =>
    patterns.every((pattern) => new RegExp(pattern, 'u').test(value)),
  );
}

/** The places inside a JSON schema where a string is accepted that a NUL or a direction override would pass. */
function controlDoors(schema: unknown, at: string): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  if (Array.isArray(schema)) return schema.flatMap((item, index) => controlDoors(item, `${at}[${index}]`));
  const s = schema as JsonSchema;
  const types = [s.type ?? []].flat();
  const here = types.includes('string') && letsControlsThrough(s) ? [at] : [];
  const inner = Object.entries(s).flatMap(([key, value]) =>
    key === 'properties' && value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, property]) => controlDoors(property, `${at}.${name}`))
      : typeof value === 'object'
        ? controlDoors(value, at)
        : [],
  );
  return [...here, ...inner];
}

const isRefusal = (answer: ApiAnswer) => {
  const body = answer.body as { statusCode?: number; message?: string };
  return answer.status === 400 && body.statusCode === 400 && /control characters/i.test(body.message ?? '');
};

describe('control characters: refused with a 400 in every string a route accepts (issue 11, item 4)', () => {
  const { t, admin } = appForFile({ label: 'control-chars' }, 'admin');

  it('declares a pattern without control characters on every string of every body, path and query', async () => {
    const docs = await call<{ paths: Record<string, Record<string, Operation>> }>(t.baseUrl, 'GET', '/api/docs');
    const doors: string[] = [];
    let strings = 0;
    for (const [path, operations] of Object.entries(docs.body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.includes(method) || NOT_YET_CONVERTED.some((prefix) => path.startsWith(prefix))) continue;
        const label = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          strings++;
          doors.push(...controlDoors(parameter.schema, `${label} ${parameter.in} ${parameter.name}`));
        }
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          strings++;
          doors.push(...controlDoors(content.schema, `${label} body (${type})`));
        }
      }
    }
    expect(strings).toBeGreaterThan(50);
    // The fix for a line here: use singleLine() or multiLine() from @gym/kernel/contracts/text, not z.string().
    expect(doors).toEqual([]);
  });

  it('answers 400 and changes nothing for a NUL on each route the attack report named', async () => {
    const role = await call<{ id: string }>(t.baseUrl, 'POST', '/api/roles', {
      session: admin,
      body: { name: 'Door Staff', permissions: permissionsFrom(['canViewMembers']) },
    });
    const plan = await createPlan(t.baseUrl, admin);
    const { member, invoice: sold } = await memberWithMembership(t.baseUrl, admin, plan.id);
    await t.caughtUp();
    const invoice = await call<{ payments: { id: string }[] }>(t.baseUrl, 'GET', `/api/invoices/${sold.id}`, {
      session: admin,
    });
    const trainer = await call<{ id: string }>(t.baseUrl, 'POST', '/api/trainers', {
      session: admin,
      body: { name: 'Coach Sami' },
    });
    const pt = await call<{ id: string; invoiceId: string }>(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: admin,
      body: { memberId: member.id, trainerId: trainer.body.id, sessions: 4, amount: 800, source: 'self' },
    });
    expect([role.status, trainer.status, pt.status]).toEqual([201, 201, 201]);
    // Reactors may still be appending what the sale set off; count the log once they are done.
    await t.caughtUp();
    const eventTypes = async () => (await storedEvents(t.store)).map((e) => e.type);
    const before = await eventTypes();

    const nul = '\u0000';
    const attempts: [string, string, unknown][] = [
      ['PATCH', `/api/roles/${role.body.id}`, { name: `Door${nul}Staff` }],
      ['POST', '/api/classes', { name: `Yoga${nul}` }],
      ['PATCH', `/api/members/${member.id}`, { firstName: `a${nul}` }],
      ['PATCH', `/api/members/${member.id}`, { notes: `first line\n${nul}` }],
      ['POST', '/api/refunds', { paymentId: invoice.body.payments[0]!.id, amount: 10, reason: `x${nul}` }],
      ['POST', '/api/check-ins', { memberId: `${member.id}${nul}` }],
      ['POST', '/api/trainers', { name: `Coach${nul}` }],
      ['PATCH', `/api/personal-trainings/${pt.body.id}`, { invoiceId: `${pt.body.invoiceId}${nul}` }],
      ['PATCH', `/api/members/${member.id}%00`, { firstName: 'Fine' }],
      ['GET', '/api/members/lookup?q=%00', undefined],
      ['GET', '/api/members?search=a%00b', undefined],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of attempts) {
      const answer = await call(t.baseUrl, method, path, { session: admin, body });
      if (!isRefusal(answer)) wrong.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    // Signing in is open to anyone: the unauthenticated door of the report.
    for (const body of [
      { username: `a${nul}`, password: 'whatever1' },
      { username: 'admin', password: `admin123${nul}` },
    ]) {
      const answer = await call(t.baseUrl, 'POST', '/api/auth/login', { body });
      if (!isRefusal(answer)) wrong.push(`login ${JSON.stringify(body)}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
    await t.caughtUp();
    expect((await eventTypes()).slice(before.length)).toEqual([]);
  });

  it('names the field, keeps line breaks in notes but not in names, and refuses a lone surrogate', async () => {
    const member = await createMember(t.baseUrl, admin);
    const tab = await call<{ message: string; issues: { path: string[] }[] }>(
      t.baseUrl,
      'PATCH',
      `/api/members/${member.id}`,
      { session: admin, body: { lastName: 'Al\tMansoori' } },
    );
    expect(tab.status).toBe(400);
    expect(tab.body.message).toMatch(/^lastName: Must not contain control characters/);

    const surrogate = await call(t.baseUrl, 'PATCH', `/api/members/${member.id}`, {
      session: admin,
      body: { firstName: 'Aisha\ud800' },
    });
    expect(surrogate.status).toBe(400);

    const note = await call<{ position: number }>(t.baseUrl, 'PATCH', `/api/members/${member.id}`, {
      session: admin,
      body: { notes: 'Knee injury.\r\n\tNo squats 🏋️', firstName: 'Aïsha' },
    });
    expect(note.status).toBe(200);
    await t.caughtUp(); // not X-Min-Position: its 2 s wait can run out on a busy machine
    const read = await call<{ notes: string; firstName: string }>(t.baseUrl, 'GET', `/api/members/${member.id}`, {
      session: admin,
    });
    expect(read.body).toMatchObject({ notes: 'Knee injury.\r\n\tNo squats 🏋️', firstName: 'Aïsha' });
  });
});
