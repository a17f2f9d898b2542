import { z } from 'zod';

/*
 * Every string a route accepts (body, path, query) is one of these two types, never a bare `z.string()`.
 * PostgreSQL refuses the NUL character in text and JSON (an insert fails, which used to surface as a 500), and no
 * other control character belongs in what staff type at a desk; a lone UTF-16 surrogate cannot be stored as JSON
 * either. The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) let a name display as
 * something else ("Trojan Source"), so they are refused too; the marks an Arabic text may need (U+200E, U+200F,
 * U+061C) are not overrides and stay allowed. They are refused with a 400 that names the field. The pattern is part
 * of the OpenAPI document, so integrators validate the same way; `test/src/api/control-characters.test.ts` checks
 * every route uses it.
 */

/** The bidirectional embeddings, overrides and isolates, as a character-class range. */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
/** C0 controls, DEL and bidi controls: one line of text has none of them, not even a tab or a line break. */
export const SINGLE_LINE_PATTERN = `^[^\\u0000-\\u001F\\u007F${BIDI_CONTROLS}]*$`;
/** A note may keep its line breaks and tabs (\t \n \r); every other C0 control, DEL and bidi control is refused. */
export const MULTI_LINE_PATTERN = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F${BIDI_CONTROLS}]*$`;

export const SINGLE_LINE_MESSAGE =
  'Must not contain control characters (such as NUL, a tab or a line break) or direction overrides (such as U+202E)';
export const MULTI_LINE_MESSAGE =
  'Must not contain control characters (such as NUL) or direction overrides (such as U+202E); line breaks and tabs are fine';
const BROKEN_UNICODE_MESSAGE = 'Must be valid Unicode text (a lone surrogate cannot be stored)';

/** A half of a UTF-16 surrogate pair without its other half (the `u` flag matches whole pairs as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

/** A one-line string: names, ids, search terms, reasons. Chain `.trim()`, `.min()`, `.max()` as with `z.string()`. */
export function singleLine(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(new RegExp(SINGLE_LINE_PATTERN), SINGLE_LINE_MESSAGE)
    .refine(isWellFormed, BROKEN_UNICODE_MESSAGE);
}

/** A multi-line string (notes, descriptions, addresses typed in a textarea): line breaks and tabs are kept. */
export function multiLine(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(new RegExp(MULTI_LINE_PATTERN), MULTI_LINE_MESSAGE)
    .refine(isWellFormed, BROKEN_UNICODE_MESSAGE);
}

/** A yes/no query parameter (`true`/`false`, `1`/`0`, `yes`/`no`, as `z.stringbool()`), refused with control characters. */
export function queryFlag() {
  return singleLine().pipe(z.stringbool());
}

/** A path parameter naming a record (`/api/members/{id}`): one line, 1 to 100 characters. */
export function idParam() {
  return singleLine().min(1).max(100);
}

/** The path parameters of a route about one record (`/api/members/{id}`). */
export const idParams = z.object({ id: idParam() });
