import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-file';

describe('a CSV file built in the browser', () => {
  it('is CSV text with CRLF rows and quoted commas and quotes', async () => {
    const file = csvFile(['Name', 'Net'], [['Al Sadd, "Doha"', 10.5]]);
    expect(file.type).toContain('text/csv');
    expect(await file.text()).toBe('Name,Net\r\n"Al Sadd, ""Doha""",10.5\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, as the server does', async () => {
    const file = csvFile(['Cell'], [['=HYPERLINK("http://x")'], ['+1+2'], ['-42'], ['@SUM(A1)'], ['\tx'], ['\rx']]);
    expect((await file.text()).split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+1+2",
      "'-42",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it('leaves a phone number as it is', async () => {
    expect(await csvFile(['Phone'], [['+974 5512 3456']]).text()).toBe('Phone\r\n+974 5512 3456\r\n');
  });
});
