import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/http-problem.js';
import { DomainError } from './domain-error.js';
import { defineRefusals, fillRefusal, refusalCatalogue } from './refusal-codes.js';

describe('refusal codes (issue 46, item 4)', () => {
  const sample = defineRefusals('sample', {
    exists: 'This plan already exists.',
    inactive: 'The plan "{name}" is no longer sold.',
    refundable: 'At most {refundableQar} of this payment can still be refunded.',
    wait: 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
    status: 'This request was {status, select, approved {approved already} other {{status}}}.',
  });

  it('gives a refusal its code, its values and the English sentence with the values written in', () => {
    const error = sample.refuse('inactive', { name: 'Gold' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 409, code: 'sample.inactive', params: { name: 'Gold' } });
    expect(error.message).toBe('The plan "Gold" is no longer sold.');
    expect(sample.invalid('exists')).toMatchObject({ status: 400, code: 'sample.exists', params: undefined });
    expect(sample.missing('exists').status).toBe(404);
  });

  it('writes an amount named …Qar as money, a plural by its count and a select by its word', () => {
    expect(sample.refuse('refundable', { refundableQar: 1250.5 }).message).toBe(
      'At most 1,250.50 QAR of this payment can still be refunded.',
    );
    expect(fillRefusal('Try again in {seconds, plural, one {# second} other {# seconds}}.', { seconds: 1 })).toBe(
      'Try again in 1 second.',
    );
    expect(sample.refuse('wait', { seconds: 30 }).message).toBe('Try again in 30 seconds.');
    expect(sample.refuse('status', { status: 'approved' }).message).toBe('This request was approved already.');
    expect(sample.refuse('status', { status: 'cancelled' }).message).toBe('This request was cancelled.');
  });

  it('answers other client errors as an HTTP problem with the code', () => {
    const problem = sample.problem(429, 'wait', { seconds: 5 });
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({ statusCode: 429, code: 'sample.wait', params: { seconds: 5 } });
  });

  it('lists every code with its sentence, and refuses a code defined twice with another sentence', () => {
    expect(refusalCatalogue().get('sample.exists')).toBe('This plan already exists.');
    expect(() => defineRefusals('sample', { exists: 'Another sentence.' })).toThrow(/sample\.exists/);
    expect(() => defineRefusals('broken', { open: 'An {unclosed argument.' })).toThrow();
  });
});
