import { describe, expect, it } from 'vitest';
import { OutputTail } from './output-tail.js';

describe('the tail of a service output', () => {
  it('passes every line on as it completes and keeps the last ones of both streams, without colours', () => {
    const tail = new OutputTail(3);
    const forwarded: string[] = [];
    const stdout = tail.stream((line) => forwarded.push(`out ${line}`));
    const stderr = tail.stream((line) => forwarded.push(`err ${line}`));
    stdout.write('one\ntw');
    stderr.write('\u001b[31mError: listen EADDRINUSE\u001b[39m\n');
    stdout.write('o\nthree\n');
    stdout.write('four');
    expect(forwarded).toEqual(['out one', 'err \u001b[31mError: listen EADDRINUSE\u001b[39m', 'out two', 'out three']);
    stdout.end();
    expect(tail.last()).toEqual(['two', 'three', 'four']);
  });
});
