import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { FieldProblem } from './field-problem';
import { fieldPathsOf, formRefusal } from './form-refusal';

const answer = (status: number, body: { message: string; issues?: unknown[]; details?: Record<string, unknown> }) => {
  const full = { statusCode: status, error: 'Bad Request', code: 'request.invalid', ...body };
  return new ApiError(status, JSON.stringify(full), full);
};

const fields = fieldPathsOf({ amount: 10, note: '', counts: [{ denomination: 5, count: 0 }], features: [] });
const FALLBACK = 'It could not be saved.';

describe('a refusal shown on the form', () => {
  it('knows every path of the values, nested ones included', () => {
    expect([...fields]).toEqual([
      'amount',
      'note',
      'counts',
      'counts.0',
      'counts.0.denomination',
      'counts.0.count',
      'features',
    ]);
  });

  it('puts a 400 issue on the field its path names, and nothing on the form', () => {
    const error = answer(400, {
      message: 'amount: Too small',
      issues: [{ code: 'too_small', path: ['amount'], message: 'Too small' }],
    });
    expect(formRefusal(error, fields, FALLBACK)).toEqual({
      fields: [{ name: 'amount', message: 'Too small' }],
      message: undefined,
    });
  });

  it('finds the nearest field for a deeper path (one line of a list field)', () => {
    const error = answer(400, {
      message: 'features.2: Too long; counts.0.count: Must be whole',
      issues: [
        { path: ['features', 2], message: 'Too long' },
        { path: ['counts', '0', 'count'], message: 'Must be whole' },
      ],
    });
    expect(formRefusal(error, fields, FALLBACK).fields).toEqual([
      { name: 'features', message: 'Too long' },
      { name: 'counts.0.count', message: 'Must be whole' },
    ]);
  });

  it('says on the form what names no field of it, next to what does', () => {
    const error = answer(400, {
      message: 'amount: Too small; invoiceId: Required',
      issues: [
        { path: ['amount'], message: 'Too small' },
        { path: ['invoiceId'], message: 'Required' },
      ],
    });
    expect(formRefusal(error, fields, FALLBACK)).toEqual({
      fields: [{ name: 'amount', message: 'Too small' }],
      message: 'invoiceId: Required',
    });
  });

  it('puts an upload refusal on the field named in its details', () => {
    const error = answer(413, { message: 'The note must be at most 1 MB', details: { field: 'note' } });
    expect(formRefusal(error, fields, FALLBACK)).toEqual({
      fields: [{ name: 'note', message: 'The note must be at most 1 MB' }],
      message: undefined,
    });
  });

  it("shows a 409 refusal's sentence on the form", () => {
    const error = answer(409, { message: 'Invoice INV-1 is already paid.', details: { refundable: 10 } });
    expect(formRefusal(error, fields, FALLBACK)).toEqual({ fields: [], message: 'Invoice INV-1 is already paid.' });
  });

  it('falls back to the given sentence when the server said nothing readable, and names a lost connection', () => {
    expect(formRefusal(new ApiError(502, '<html>', undefined), fields, FALLBACK).message).toBe(FALLBACK);
    expect(formRefusal(new Error('boom'), fields, FALLBACK).message).toBe(FALLBACK);
    expect(formRefusal(new TypeError('Failed to fetch'), fields, FALLBACK).message).toMatch(/reach the server/);
  });

  it("shows the dialog's own field problem on its field", () => {
    expect(formRefusal(new FieldProblem('note', 'Too large'), fields, FALLBACK)).toEqual({
      fields: [{ name: 'note', message: 'Too large' }],
      message: undefined,
    });
    expect(formRefusal(new FieldProblem('other', 'Too large'), fields, FALLBACK).message).toBe('Too large');
  });
});
