import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { filesRefusals } from './files-refusals.js';

/** The uploads the app takes, by their multipart field: the refusals name each in words (files-refusals). */
export type UploadField = 'logo' | 'avatar' | 'receipt' | 'signature';

export interface UploadRule {
  /** The multipart field the file comes in; it names the file in the refusals. */
  readonly field: UploadField;
  /** The size limit, a whole number of megabytes in the refusal. */
  readonly maxBytes: number;
  /**
   * @deprecated The refusals name the file by its field and the limit by `maxBytes` (issue 46, item 4): these two
   * are not read, and go once every caller has dropped them.
   */
  readonly what?: string;
  /** @deprecated See `what`. */
  readonly maxInWords?: string;
}

const MEGABYTE = 1024 * 1024;

/** An upload read whole, with the form's text fields sent before the file (a signed contract's version and answers). */
export interface ReadUpload {
  readonly bytes: Buffer;
  readonly fields: Readonly<Record<string, string>>;
}

/** The text fields the parser met before the file (later ones are not read: the file is the form's last part). */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, part] of Object.entries(fields)) {
    const one = part as { type?: string; value?: unknown } | undefined;
    if (one?.type === 'field' && typeof one.value === 'string') text[name] = one.value;
  }
  return text;
}

/**
 * The one file of a multipart upload, read whole. Anything but that (another media type, another field, a body that
 * is not multipart however it is labelled, a file over the limit) is the client's mistake and answered as such: the
 * multipart parser throws plain errors for a broken body, which would otherwise leave as a 500.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<ReadUpload> {
  const upload = { upload: rule.field };
  if (!request.isMultipart()) throw filesRefusals.problem(415, 'not_multipart', upload);
  const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } }).catch(() => {
    throw filesRefusals.invalid('not_a_form', upload);
  });
  if (!part || part.fieldname !== rule.field) throw filesRefusals.invalid('wrong_field', upload);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw filesRefusals.problem(413, 'too_large', { ...upload, megabytes: rule.maxBytes / MEGABYTE });
    throw filesRefusals.invalid('not_whole', upload);
  });
  return { bytes, fields: textFields(part.fields) };
}
