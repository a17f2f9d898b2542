import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';

/**
 * Fingerprint templates at rest: AES-256-GCM with a random 96-bit IV per template and the member and finger as
 * associated data (a ciphertext copied onto another member's row does not decrypt). The key is `GYM_FINGERPRINT_KEY`
 * (32 bytes, base64 or hex), else `fingerprint.key` in the data directory (`GYM_DATA_DIR`, set by `npm start`),
 * created on first use readable by its owner only. Several services on several hosts must share the env key.
 */
export function fingerprintKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.GYM_FINGERPRINT_KEY?.trim();
  if (configured) {
    const key = /^[0-9a-fA-F]{64}$/.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('GYM_FINGERPRINT_KEY must be 32 bytes (64 hex digits or base64)');
    return key;
  }
  const dir = env.GYM_DATA_DIR;
  if (!dir) throw new Error('Set GYM_FINGERPRINT_KEY (or GYM_DATA_DIR) to store fingerprint templates');
  const file = join(dir, 'fingerprint.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // 'wx' fails if another process created it a moment ago; then that key is read below.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

const aad = (memberId: string, fingerIndex: number) => Buffer.from(`${memberId}:${fingerIndex}`);

export function sealTemplate(key: Buffer, memberId: string, fingerIndex: number, template: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(memberId, fingerIndex));
  const ciphertext = Buffer.concat([cipher.update(template, 'utf8'), cipher.final()]);
  return { iv, authTag: cipher.getAuthTag(), ciphertext };
}

export function openTemplate(
  key: Buffer,
  memberId: string,
  fingerIndex: number,
  sealed: { iv: Buffer; authTag: Buffer; ciphertext: Buffer },
): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(aad(memberId, fingerIndex));
  decipher.setAuthTag(sealed.authTag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}

/** The vault's table (`fingerprint.templates`); only the device protocol reads templates back, to restore a member. */
export class TemplateVault {
  constructor(
    private readonly pool: Pool,
    private readonly key: () => Buffer = () => fingerprintKey(),
  ) {}

  async store(memberId: string, pin: string, fingerIndex: number, template: string): Promise<void> {
    const sealed = sealTemplate(this.key(), memberId, fingerIndex, template);
    await this.pool.query(
      `INSERT INTO fingerprint.templates (member_id, finger_index, pin, iv, auth_tag, ciphertext)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, finger_index) DO UPDATE
         SET pin = $3, iv = $4, auth_tag = $5, ciphertext = $6, stored_at = now()`,
      [memberId, fingerIndex, pin, sealed.iv, sealed.authTag, sealed.ciphertext],
    );
  }

  async templatesOf(memberId: string): Promise<{ fingerIndex: number; template: string }[]> {
    const { rows } = await this.pool.query<{ finger_index: number; iv: Buffer; auth_tag: Buffer; ciphertext: Buffer }>(
      'SELECT finger_index, iv, auth_tag, ciphertext FROM fingerprint.templates WHERE member_id = $1 ORDER BY finger_index',
      [memberId],
    );
    const key = this.key();
    return rows.map((r) => ({
      fingerIndex: r.finger_index,
      template: openTemplate(key, memberId, r.finger_index, {
        iv: r.iv,
        authTag: r.auth_tag,
        ciphertext: r.ciphertext,
      }),
    }));
  }

  /** One finger's template, or null when there is none (deleted with the enrolment). */
  async templateOf(memberId: string, fingerIndex: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ iv: Buffer; auth_tag: Buffer; ciphertext: Buffer }>(
      'SELECT iv, auth_tag, ciphertext FROM fingerprint.templates WHERE member_id = $1 AND finger_index = $2',
      [memberId, fingerIndex],
    );
    const row = rows[0];
    if (!row) return null;
    return openTemplate(this.key(), memberId, fingerIndex, {
      iv: row.iv,
      authTag: row.auth_tag,
      ciphertext: row.ciphertext,
    });
  }

  async deleteAll(memberId: string): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM fingerprint.templates WHERE member_id = $1', [memberId]);
    return rowCount ?? 0;
  }
}
