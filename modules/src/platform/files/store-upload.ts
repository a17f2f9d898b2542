import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { HttpProblem } from '@gym/kernel/http/http-problem';
import type { ModuleContext } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandContext } from '@gym/kernel/http/request-context';
import type { Access } from '@gym/kernel/permissions/access';
import { saveFile } from './file-store.js';
import { readUpload } from './read-upload.js';
import type { UploadRule } from './read-upload.js';

export interface StoredUploadRule extends UploadRule {
  /** The file's real type from its first bytes, or null for a file of a kind it must not be. */
  readonly typeOf: (bytes: Buffer) => string | null;
  /** The 415 answer's message for a file of another kind. */
  readonly refusal: string;
  /** Who may download it (see `StoredFile.access`). */
  readonly access: Access;
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
): Promise<{ readonly url: string; readonly context: CommandContext }> {
  const bytes = await readUpload(request, rule);
  const contentType = rule.typeOf(bytes);
  if (!contentType) throw new HttpProblem(415, rule.refusal);
  const context = commandContext(request, deps, bytes);
  const url = await saveFile(deps.pool, {
    contentType,
    bytes,
    access: rule.access,
    uploadedBy: signedIn(request).user.id,
    idempotencyKey: context.idempotencyKey,
  });
  return { url, context };
}
