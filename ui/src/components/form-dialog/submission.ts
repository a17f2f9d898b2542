import type { IdempotencyKeys } from '../../lib/idempotency';

/** What a FormDialog's submit receives besides the values. */
export interface Submission {
  /** The Idempotency-Key of this submission: the same while the same values are sent again after a failure. */
  readonly idempotencyKey: string;
}

/**
 * One submission of a form dialog. The key comes from the dialog's keys (ui/src/lib/idempotency.ts): a retry of the
 * same values after a failure (a lost connection, a refusal the user then fixed elsewhere) carries the same key, so
 * the server never stores the action twice; once it succeeded, the next submission is a new action with a new key.
 */
export async function submitOnce<Values>(
  keys: IdempotencyKeys,
  values: Values,
  send: (values: Values, submission: Submission) => Promise<unknown>,
): Promise<void> {
  await send(values, { idempotencyKey: keys.keyFor(values) });
  keys.done();
}
