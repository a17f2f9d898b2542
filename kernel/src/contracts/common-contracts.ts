import { z } from 'zod';

/** Every error answer (DESIGN section 4). */
export const errorAnswer = z.object({
  statusCode: z.number(),
  error: z.string(),
  /** The refusal's stable code (`member.qid_taken`); the OpenAPI document lists every code with its sentence. */
  code: z.string(),
  /** The English sentence, for people reading the API; the UI shows the code's sentence in the user's language. */
  message: z.string(),
  /** The values the sentence names (`{name: 'Gold'}`); a name ending in `Qar` is an amount in QAR. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(z.unknown()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** What every command answers: the id it acted on and the global position of its last event (read-your-writes). */
export const commandAnswer = z.object({ id: z.union([z.string(), z.number()]), position: z.number() });
export type CommandAnswer = z.infer<typeof commandAnswer>;

/** What a command refuses with besides 401/403: input it cannot take (400), a missing record (404), a conflict (409). */
export const commandRefusals = { 400: errorAnswer, 404: errorAnswer, 409: errorAnswer } as const;

/** Header a GET may carry to wait (up to 2 s) until the read model has caught up with a command's position. */
export const MIN_POSITION_HEADER = 'x-min-position';
/** Set on a GET whose X-Min-Position wait timed out: the answer may not show that command yet. */
export const READ_MODEL_STALE_HEADER = 'x-read-model-stale';
/** Header every command should carry: the same key on a retry stores nothing twice and answers the same. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Header a cookie-authenticated non-GET must carry (CSRF); the spec's "fixed CSRF header". */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
