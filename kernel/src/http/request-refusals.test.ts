import { describe, expect, it } from 'vitest';
import { refusalCatalogue } from '../commands/refusal-codes.js';
import { requestCodeOf } from './request-refusals.js';

describe('the code of an answer that names none (issue 46, item 4)', () => {
  it('names each kind of client error and the server’s own, and every such code has its sentence', () => {
    const codes = [400, 401, 403, 404, 409, 413, 415, 418, 422, 429, 500, 503].map(requestCodeOf);
    expect(codes).toEqual([
      'request.invalid',
      'request.sign_in',
      'request.forbidden',
      'request.not_found',
      'request.conflict',
      'request.too_large',
      'request.unsupported_type',
      'request.invalid',
      'request.key_reused',
      'request.too_many',
      'request.server_error',
      'request.unavailable',
    ]);
    for (const code of codes) expect(refusalCatalogue().has(code), code).toBe(true);
  });
});
