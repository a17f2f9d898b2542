import { describe, expect, it } from 'vitest';
import { USAGE, UsageError, parseCliOptions } from './options.js';

const env = { DATABASE_URL: 'postgres://generator@127.0.0.1:5432/gym' };
const now = new Date('2026-11-28T12:00:00Z');
const parse = (...args: string[]) => parseCliOptions(args, env, now);

describe('seed:generate options', () => {
  it('adds no supplement products unless asked', () => {
    expect(parse()).toMatchObject({ members: 5000, years: 1, products: 0, databaseUrl: env.DATABASE_URL });
  });

  it('takes the number of supplement products the point-of-sale bench sells', () => {
    expect(parse('--members', '100000', '--years', '3', '--products', '10000')).toMatchObject({
      members: 100_000,
      years: 3,
      products: 10_000,
    });
  });

  it.each([['-1'], ['2.5'], ['many'], ['1000001']])('refuses --products=%s, naming the flag', (value) => {
    expect(() => parse(`--products=${value}`)).toThrow(
      new UsageError('--products must be a whole number from 0 to 1000000'),
    );
  });

  it('describes --products in its usage, and refuses a misspelt flag', () => {
    expect(USAGE).toMatch(/--products N\s+supplement products/);
    expect(() => parse('--product', '5')).toThrow(UsageError);
  });
});
