import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { migrate } from '@gym/events/db/migrate';
import { createTestDatabase } from '@gym/events/testing/test-database';
import { commandServiceMigrations } from '@gym/command-service/app/command-service-migrations';
import { saveFile } from '@gym/modules/platform/files/file-store';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';

/* Files carry the permission of what they belong to (issue 11 item 6). */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

async function upload(baseUrl: string, session: Session, path: string, field: string) {
  const form = new FormData();
  form.append(field, new Blob([PNG], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function download(baseUrl: string, url: string, session?: Session) {
  const response = await fetch(`${baseUrl}${url}`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  return { status: response.status, cache: response.headers.get('cache-control'), bytes: await response.arrayBuffer() };
}

describe('files by id', () => {
  const { t, admin, desk: reception } = appForFile({ label: 'files' }, 'admin', 'desk');
  let nobody: Session;
  let deskOnly: Session;
  beforeAll(async () => {
    nobody = await staffWith(t, admin, 'No Flags', []);
    deskOnly = await staffWith(t, admin, 'Members Only', ['canViewMembers']);
  });

  it("serves a member's photo only to those who may see members", async () => {
    const member = await createMember(t.baseUrl, admin);
    const { avatar } = await upload(t.baseUrl, admin, `/api/members/${member.id}/avatar`, 'avatar');
    expect((await download(t.baseUrl, avatar!)).status).toBe(401);
    expect((await download(t.baseUrl, avatar!, nobody)).status).toBe(403);
    for (const session of [reception, deskOnly, admin]) {
      const served = await download(t.baseUrl, avatar!, session);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.bytes).equals(PNG)).toBe(true);
      expect(served.cache).toMatch(/^private/);
    }
  });

  it('serves the gym logo to anyone, signed in or not (the login screen shows it)', async () => {
    const { logo } = await upload(t.baseUrl, admin, '/api/settings/logo', 'logo');
    for (const session of [undefined, nobody]) {
      const served = await download(t.baseUrl, logo!, session);
      expect(served.status).toBe(200);
      expect(served.cache).toMatch(/^public/);
    }
  });

  it('serves a file of the money side (a receipt) only with canViewFinancials', async () => {
    const receipt = await saveFile(t.db.pool, {
      contentType: 'image/png',
      bytes: PNG,
      access: 'canViewFinancials',
      uploadedBy: null,
    });
    expect((await download(t.baseUrl, receipt, deskOnly)).status).toBe(403);
    expect((await download(t.baseUrl, receipt, reception)).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(t.baseUrl, 'GET', `/api/files/${randomUUID()}`, { session: admin })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', '/api/files/not-a-uuid', { session: admin })).status).toBe(400);
  });
});

describe('files stored before files carried a permission', () => {
  it('keep the logo public and give member photos canViewMembers', async () => {
    const db = await createTestDatabase(inject('databaseServerUrl'), 'filemig');
    try {
      await migrate(db.pool, 'command-service', commandServiceMigrations.slice(0, 1));
      await db.pool.query(
        `INSERT INTO media.files (id, content_type, bytes, visibility) VALUES
           ('00000000-0000-4000-8000-000000000001', 'image/png', '\\x00', 'public'),
           ('00000000-0000-4000-8000-000000000002', 'image/png', '\\x00', 'staff')`,
      );
      await migrate(db.pool, 'command-service', commandServiceMigrations);
      const files = await db.pool.query('SELECT id, access FROM media.files ORDER BY id');
      expect(files.rows).toEqual([
        { id: '00000000-0000-4000-8000-000000000001', access: 'public' },
        { id: '00000000-0000-4000-8000-000000000002', access: 'canViewMembers' },
      ]);
    } finally {
      await db.drop();
    }
  });
});
