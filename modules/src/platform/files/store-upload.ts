import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import type { ModuleContext } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandContext } from '@gym/kernel/http/request-context';
import type { Access } from '@gym/kernel/permissions/access';
import { saveFile } from './file-store.js';
import { readUpload } from './read-upload.js';
import type { UploadRule } from './read-upload.js';
import { filesRefusals } from './files-refusals.js';

export interface StoredUploadRule extends UploadRule {
  /** The file's real type from its first bytes, or null for a file of a kind it must not be. */
  readonly typeOf: (bytes: Buffer) => string | null;
  /**
   * @deprecated A file of another kind is refused with its field's code (`files.logo_type`…; issue 46, item 4): this
   * is not read, and goes once every caller has dropped it.
   */
  readonly refusal?: string;
  /** Who may download it (see `StoredFile.access`). */
  readonly access: Access;
  /**
   * Checks the form's text fields (sent before the file) before anything is stored, refusing by throwing: a refused
   * request leaves no file behind.
   */
  readonly check?: (fields: Readonly<Record<string, string>>) => Promise<void> | void;
}

/**
 * An upload read whole (`readUpload`), refused unless its bytes are of a kind it may be, and stored (`saveFile`)
 * under the request's idempotency key, so a retry stores no second copy: the file's URL, with the request's command
 * context (whose fingerprint covers the file) for the command that records the URL.
 */
export async function storeUpload(
  request: FastifyRequest,
  deps: Pick<ModuleContext, 'pool' | 'store' | 'clock' | 'catalogue'>,
  rule: StoredUploadRule,
): Promise<{
  readonly url: string;
  readonly context: CommandContext;
  readonly fields: Readonly<Record<string, string>>;
}> {
  const { bytes, fields } = await readUpload(request, rule);
  const contentType = rule.typeOf(bytes);
  if (!contentType) throw filesRefusals.problem(415, `${rule.field}_type`);
  await rule.check?.(fields);
  // The request's fingerprint covers its text fields too (a reused key with other answers is another request).
  const named = Object.keys(fields).length > 0;
  const context = commandContext(
    request,
    deps,
    named ? Buffer.concat([bytes, Buffer.from(JSON.stringify(fields))]) : bytes,
  );
  const url = await saveFile(deps.pool, {
    contentType,
    bytes,
    access: rule.access,
    uploadedBy: signedIn(request).user.id,
    idempotencyKey: context.idempotencyKey,
  });
  return { url, context, fields };
}
