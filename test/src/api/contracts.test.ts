import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call, callOk } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';

/* The membership contract (issue 46, item 6): versioned terms, signed on screen, signature and answers outside the log. */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const QUESTIONS = [
  { en: 'Do you have a heart condition?', ar: 'هل لديك مرض في القلب؟' },
  { en: 'Are you pregnant?', ar: 'هل أنتِ حامل؟' },
];
const terms = (n: number) => ({
  termsEn: `Gym terms, edition ${n}.`,
  termsAr: `شروط النادي، الإصدار ${n}.`,
  questions: QUESTIONS,
});

interface Signing {
  readonly termsVersion?: string;
  readonly answers?: string;
  readonly file?: Buffer | null;
  readonly field?: string;
}

async function sign(baseUrl: string, session: Session, memberId: string, signing: Signing = {}) {
  const form = new FormData();
  if (signing.termsVersion !== undefined) form.append('termsVersion', signing.termsVersion);
  if (signing.answers !== undefined) form.append('answers', signing.answers);
  if (signing.file !== null) {
    form.append(signing.field ?? 'signature', new Blob([signing.file ?? PNG], { type: 'image/png' }), 'signature.png');
  }
  const response = await fetch(`${baseUrl}/api/members/${memberId}/contract`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the membership contract', () => {
  const { t, admin, desk } = appForFile({ label: 'contracts' }, 'admin', 'desk');
  let viewer: Session;
  beforeAll(async () => {
    viewer = await staffWith(t, admin, 'Contract Viewer', ['canViewMembers']);
  });

  const eventsOf = async (type: string) =>
    (await t.db.pool.query<{ data: unknown }>('SELECT data FROM event_store.events WHERE type = $1', [type])).rows.map(
      (r) => r.data,
    );
  const fileCount = async () => Number((await t.db.pool.query('SELECT count(*) FROM media.files')).rows[0].count);

  it('publishes versions only with canManageSettings, each the next number, never changing an earlier one', async () => {
    expect((await call(t.baseUrl, 'POST', '/api/contract-terms', { session: desk, body: terms(1) })).status).toBe(403);
    const first = await call<{ id: number }>(t.baseUrl, 'POST', '/api/contract-terms', {
      session: admin,
      body: terms(1),
    });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(1);
    const again = await call<{ code: string }>(t.baseUrl, 'POST', '/api/contract-terms', {
      session: admin,
      body: terms(1),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('contract.unchanged');
    const second = await callOk<{ id: number; position: number }>(t.baseUrl, 'POST', '/api/contract-terms', {
      session: admin,
      body: terms(2),
    });
    expect(second.id).toBe(2);
    await t.caughtUp();
    const current = await callOk<{ version: number; termsEn: string; publishedBy: string }>(
      t.baseUrl,
      'GET',
      '/api/contract-terms',
      { session: desk },
    );
    expect(current).toMatchObject({ version: 2, termsEn: 'Gym terms, edition 2.' });
    expect(current.publishedBy).toBeTruthy();
    const old = await callOk<{ termsEn: string }>(t.baseUrl, 'GET', '/api/contract-terms?version=1', { session: desk });
    expect(old.termsEn).toBe('Gym terms, edition 1.');
  });

  it('signs with a PNG: the event says who, when, which version and whether a condition was declared, no more', async () => {
    const member = await createMember(t.baseUrl, desk);
    const signed = await sign(t.baseUrl, desk, member.id, { termsVersion: '2', answers: '[false,true]' });
    expect(signed.status).toBe(201);
    await t.caughtUp();
    const [event] = (await eventsOf('MembershipTermsAccepted')) as Record<string, unknown>[];
    expect(Object.keys(event!).sort()).toEqual(
      ['byUserId', 'declaredConditions', 'memberId', 'signatureFileId', 'signedAt', 'termsVersion'].sort(),
    );
    expect(event).toMatchObject({ memberId: member.id, termsVersion: 2, declaredConditions: true });

    const state = await callOk<{ signed: Record<string, string>; currentVersion: number; member: unknown }>(
      t.baseUrl,
      'GET',
      `/api/members/${member.id}/contract`,
      { session: viewer },
    );
    expect(state.currentVersion).toBe(2);
    expect(state.member).toMatchObject({ memberNumber: member.memberNumber, archived: false });
    expect(state.signed).toMatchObject({ termsVersion: 2, declaredConditions: true, memberId: member.id });

    // The files: served to who may edit members, refused to one who may only view them.
    const download = (url: string, session?: Session) =>
      fetch(`${t.baseUrl}${url}`, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
    const image = await download(state.signed.signatureUrl!, desk);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const answers = await download(state.signed.declarationUrl!, desk);
    expect(await answers.json()).toEqual({ termsVersion: 2, answers: [false, true] });
    expect((await download(state.signed.signatureUrl!, viewer)).status).toBe(403);
    expect((await download(state.signed.declarationUrl!, viewer)).status).toBe(403);
    expect((await download(state.signed.signatureUrl!)).status).toBe(401);

    // Neither the signature's bytes nor the answers are in the log or its export.
    const log = await call<string>(t.baseUrl, 'GET', '/api/events/export', { session: admin });
    expect(log.status).toBe(200);
    expect(log.body).toContain('MembershipTermsAccepted');
    expect(log.body).not.toContain(PNG.toString('base64'));
    expect(log.body).not.toContain(PNG.toString('hex'));
    expect(log.body).not.toMatch(/"answers"/);
    const stored = await t.db.pool.query<{ text: string }>(
      'SELECT data::text || metadata::text AS text FROM event_store.events',
    );
    for (const row of stored.rows) {
      expect(row.text).not.toContain(PNG.toString('base64'));
      expect(row.text).not.toMatch(/"answers"/);
    }
  });

  it('refuses a superseded or unknown version, a missing, oversized or non-PNG signature: nothing recorded', async () => {
    const member = await createMember(t.baseUrl, desk);
    const files = await fileCount();
    const refusals: [Signing, number, string][] = [
      [{ termsVersion: '1', answers: '[false,false]' }, 409, 'contract.superseded_version'],
      [{ termsVersion: '9', answers: '[false,false]' }, 400, 'contract.unknown_version'],
      [{ termsVersion: 'two', answers: '[false,false]' }, 400, 'contract.version_form'],
      [{ termsVersion: '2', answers: '[false]' }, 400, 'contract.answers_count'],
      [{ termsVersion: '2', answers: 'yes' }, 400, 'contract.answers_form'],
      [{ termsVersion: '2', answers: '[false,false]', file: null }, 400, 'files.wrong_field'],
      [{ termsVersion: '2', answers: '[false,false]', field: 'photo' }, 400, 'files.wrong_field'],
      [
        { termsVersion: '2', answers: '[false,false]', file: Buffer.from('GIF89a not a png') },
        415,
        'files.signature_type',
      ],
      [{ termsVersion: '2', answers: '[false,false]', file: Buffer.alloc(1024 * 1024 + 10) }, 413, 'files.too_large'],
    ];
    for (const [signing, status, code] of refusals) {
      const answer = await sign(t.baseUrl, desk, member.id, signing);
      expect([answer.status, answer.body.code], JSON.stringify(signing).slice(0, 80)).toEqual([status, code]);
    }
    expect((await sign(t.baseUrl, desk, randomUUID(), { termsVersion: '2', answers: '[false,false]' })).status).toBe(
      404,
    );
    const archived = await call(t.baseUrl, 'POST', `/api/members/${member.id}/archive`, {
      session: desk,
      body: { reason: 'Left Doha' },
    });
    expect(archived.status).toBe(200);
    const refused = await sign(t.baseUrl, desk, member.id, { termsVersion: '2', answers: '[false,false]' });
    expect([refused.status, refused.body.code]).toEqual([409, 'contract.archived']);
    expect(await fileCount()).toBe(files);
    const accepted = (await eventsOf('MembershipTermsAccepted')) as { memberId: string }[];
    expect(accepted.filter((e) => e.memberId === member.id)).toEqual([]);
  });

  it('refuses signing to a user without canEditMembers', async () => {
    const member = await createMember(t.baseUrl, desk);
    expect((await sign(t.baseUrl, viewer, member.id, { termsVersion: '2', answers: '[false,false]' })).status).toBe(
      403,
    );
  });
});
