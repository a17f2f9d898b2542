import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';

/*
 * What the write-route fuzz test found (issue 11, item 8), held here as plain cases: a body labelled multipart that
 * is not one was a 500 on every upload, and a consent change that named no channel, or no member that exists, was
 * answered as done. It also reported a till close whose too-long reason went unnamed: the reason was 200 characters
 * and a space, which the route trims to a valid one (the fuzz's too-long text is now too long once trimmed too).
 */
describe('refusals the fuzzing found', () => {
  const { t, admin } = appForFile({ label: 'fuzz-found' }, 'admin');

  const sendRaw = async (method: string, path: string, contentType: string, body: string) => {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType, 'idempotency-key': randomUUID() },
      body,
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it('answers 400 with the field to use when an upload is labelled multipart but is not a form', async () => {
    const member = await createMember(t.baseUrl, admin);
    // What reactors append after a registration must be in before the head is taken (a run found it 2 events on).
    await t.caughtUp();
    const head = await t.store.head();
    for (const [path, field] of [
      ['/api/settings/logo', 'logo'],
      [`/api/members/${member.id}/avatar`, 'avatar'],
      ['/api/expenses/receipts', 'receipt'],
    ] as const) {
      const answer = await sendRaw('POST', path, 'multipart/form-data; boundary=zz', 'not a form at all');
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toContain(`a field named "${field}"`);
    }
    expect(await t.store.head()).toEqual(head);
  });

  it('refuses a consent change that names no channel (400) or no member (404) and records nothing', async () => {
    const member = await createMember(t.baseUrl, admin);
    // What reactors append after a registration must be in before the head is taken.
    await t.caughtUp();
    const head = await t.store.head();
    const empty = await call<{ message: string }>(t.baseUrl, 'POST', `/api/marketing/consent/${member.id}`, {
      session: admin,
      body: { optOut: [], optIn: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Name at least one channel');
    const nobody = await call<{ message: string }>(t.baseUrl, 'POST', `/api/marketing/consent/no-such-member`, {
      session: admin,
      body: { optOut: ['sms'] },
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('Member not found');
    expect(await t.store.head()).toEqual(head);

    const done = await call(t.baseUrl, 'POST', `/api/marketing/consent/${member.id}`, {
      session: admin,
      body: { optOut: ['sms'] },
    });
    expect(done.status).toBe(200);
  });

  it('names every invalid field of a till close, and takes a reason that is only too long by its spaces', async () => {
    const close = (body: Record<string, unknown>) =>
      call<{ message: string; issues: { path: string[] }[] }>(
        t.baseUrl,
        'POST',
        '/api/petty-cash/sessions/no-such-session/close',
        { session: admin, body },
      );
    const both = await close({ reason: 'x'.repeat(201) });
    expect(both.status).toBe(400);
    expect(both.body.issues.map((issue) => issue.path[0]).sort()).toEqual(['counts', 'reason']);
    expect(both.body.message).toContain('reason');
    // Trimmed to 200 characters, the reason is valid: only the missing counts are wrong.
    const padded = await close({ reason: `${'x'.repeat(200)}  ` });
    expect(padded.status).toBe(400);
    expect(padded.body.issues.map((issue) => issue.path[0])).toEqual(['counts']);
    // With the counts, the body is valid and the session is looked up: there is none.
    expect((await close({ reason: `${'x'.repeat(200)}  `, counts: [] })).status).toBe(404);
  });
});
