import type { Pool } from 'pg';
import { deriveEntityId } from '@gym/events/store/ids';
import type { Access } from '@gym/kernel/permissions/access';

export interface StoredFile {
  readonly contentType: string;
  readonly bytes: Buffer;
  /**
   * Who may download it: the permission of what it belongs to (a member's photo: canViewMembers; a receipt:
   * canViewFinancials), `public` for the gym's logo, which the login screen shows before anyone signs in.
   */
  readonly access: Access;
}

/**
 * Uploaded images live in PostgreSQL beside the log, which only refers to them by URL. An upload with an idempotency
 * key gets an id derived from it, so a retry stores no second copy and answers with the first URL.
 */
export async function saveFile(
  pool: Pool,
  file: { contentType: string; bytes: Buffer; access: Access; uploadedBy: number | null; idempotencyKey?: string },
): Promise<string> {
  const id = deriveEntityId(file.idempotencyKey, 'file');
  await pool.query(
    `INSERT INTO media.files (id, content_type, bytes, access, uploaded_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING`,
    [id, file.contentType, file.bytes, file.access, file.uploadedBy],
  );
  return `/api/files/${id}`;
}

export async function readFile(pool: Pool, id: string): Promise<StoredFile | null> {
  const result = await pool.query<{ content_type: string; bytes: Buffer; access: Access }>(
    'SELECT content_type, bytes, access FROM media.files WHERE id = $1',
    [id],
  );
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: row.bytes, access: row.access } : null;
}

/**
 * The real type of an image from its first bytes; the browser's declared type is not trusted. Null for anything but
 * PNG, JPEG or WebP.
 */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}
