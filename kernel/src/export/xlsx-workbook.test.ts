import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnName, excelDateSerial, xlsxWorkbook } from './xlsx-workbook.js';
import { readXlsxSheet } from './xlsx-reader.js';
import { crc32, readZipArchive, zipArchive } from './zip-archive.js';

describe('zip archive', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
  it('reads back what it writes, names and bytes', async () => {
    const big = Buffer.from('gym '.repeat(10_000));
    const parts = await readZipArchive(
      zipArchive([
        { name: 'a/b.xml', data: '<x>é</x>' },
        { name: 'big', data: big },
      ]),
    );
    expect([...parts.keys()]).toEqual(['a/b.xml', 'big']);
    expect(parts.get('a/b.xml')!.toString('utf8')).toBe('<x>é</x>');
    expect(parts.get('big')!.equals(big)).toBe(true);
  });
  it('is a ZIP the system unzip accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const path = join(dir, 'test.zip');
    writeFileSync(path, zipArchive([{ name: 'hello.txt', data: 'hello' }]));
    // `unzip -t` tests every entry's CRC; where unzip is missing the read-back test above still holds.
    let listing: string;
    try {
      listing = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    expect(listing).toMatch(/No errors detected/);
  });
});

describe('xlsx workbook (issue 10, item 12)', () => {
  it('names columns and dates as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2026-11-21')).toBe(46347);
  });

  it('writes typed cells: text stays text, amounts are numbers, dates are dates', async () => {
    const file = xlsxWorkbook(
      'Members 2026-11-21',
      [
        { header: 'Phone', type: 'text' },
        { header: 'Name', type: 'text' },
        { header: 'Due', type: 'money' },
        { header: 'Joined', type: 'date' },
        { header: 'Visits', type: 'number' },
      ],
      [
        ['+974 5512 3456', '=HYPERLINK("http://x") & <b>', 12.5, '2026-11-21', 3],
        ['0044 20 7946', ' padded ', 0, null, null],
      ],
    );
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const rows = await readXlsxSheet(file);
    expect(rows[0]!.map((c) => c?.value)).toEqual(['Phone', 'Name', 'Due', 'Joined', 'Visits']);
    expect(rows[1]).toEqual([
      { type: 'text', value: '+974 5512 3456', format: '' },
      // A string cell is never a formula: it is kept exactly, without the CSV's apostrophe.
      { type: 'text', value: '=HYPERLINK("http://x") & <b>', format: '' },
      { type: 'number', value: 12.5, format: '0.00' },
      { type: 'date', value: '2026-11-21', format: 'yyyy-mm-dd' },
      { type: 'number', value: 3, format: '' },
    ]);
    expect(rows[2]).toEqual([
      { type: 'text', value: '0044 20 7946', format: '' },
      { type: 'text', value: ' padded ', format: '' },
      { type: 'number', value: 0, format: '0.00' },
    ]);
  });

  it('is a package with the parts Excel needs', async () => {
    const parts = await readZipArchive(xlsxWorkbook('A:B/C', [{ header: 'x', type: 'text' }], []));
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // Excel refuses sheet names with : \ / ? * [ ].
    expect(parts.get('xl/workbook.xml')!.toString()).toContain('<sheet name="A B C"');
  });
});
