import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '@gym/kernel/http/http-problem';

export interface UploadRule {
  /** The multipart field the file comes in. */
  readonly field: string;
  /** How the answers name the file: "the logo", "the receipt". */
  readonly what: string;
  readonly maxBytes: number;
  /** The size limit in words: "1 MB". */
  readonly maxInWords: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one file of a multipart upload, read whole. Anything but that (another media type, another field, a body that
 * is not multipart however it is labelled, a file over the limit) is the client's mistake and answered as such: the
 * multipart parser throws plain errors for a broken body, which would otherwise leave as a 500.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  const sendIt = `Send ${rule.what} as multipart/form-data in a field named "${rule.field}"`;
  if (!request.isMultipart()) throw new HttpProblem(415, sendIt);
  const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } }).catch(() => {
    throw new HttpProblem(400, `${sendIt}: the body could not be read as a form`);
  });
  if (!part || part.fieldname !== rule.field)
    throw new HttpProblem(400, `Send ${rule.what} in a field named "${rule.field}"`);
  return part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, `${capitalised(rule.what)} must be at most ${rule.maxInWords}`);
    throw new HttpProblem(400, `${sendIt}: the file could not be read whole`);
  });
}
