import { readZipArchive } from './zip-archive.js';

/*
 * Reads back the first sheet of an .xlsx as `xlsxWorkbook` writes it (inline strings, numbers, styles by index):
 * enough to check an export's cells and their types, in tests and by anyone verifying a file.
 */

export interface XlsxCell {
  /** `text` (a string cell), `number`, or `date` (a number shown with a date format; `value` is then YYYY-MM-DD). */
  readonly type: 'text' | 'number' | 'date';
  readonly value: string | number;
  /** The number format's code, e.g. `0.00` or `yyyy-mm-dd` ('' for General). */
  readonly format: string;
}

const BUILTIN_FORMATS: Record<number, string> = { 0: '', 1: '0', 2: '0.00', 14: 'm/d/yyyy' };

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function dateOfSerial(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}

/** Rows of cells (missing cells are null), header row first. */
export async function readXlsxSheet(file: Buffer): Promise<(XlsxCell | null)[][]> {
  const parts = await readZipArchive(file);
  const sheet = parts.get('xl/worksheets/sheet1.xml')?.toString('utf8');
  const styles = parts.get('xl/styles.xml')?.toString('utf8') ?? '';
  if (!sheet) throw new Error('No first sheet in the workbook');
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml')) throw new Error('Not an xlsx package');

  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)) {
    custom.set(Number(m[1]), unescapeXml(m[2]!));
  }
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const formats = [...cellXfs.matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map((m) => {
    const id = Number(m[1]);
    return custom.get(id) ?? BUILTIN_FORMATS[id] ?? `#${id}`;
  });

  const rows: (XlsxCell | null)[][] = [];
  for (const rowMatch of sheet.matchAll(/<row r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: (XlsxCell | null)[] = [];
    for (const c of rowMatch[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      let column = 0;
      for (const letter of c[1]!) column = column * 26 + (letter.charCodeAt(0) - 64);
      const attributes = c[2]!;
      const body = c[3] ?? '';
      const style = Number(/ s="(\d+)"/.exec(attributes)?.[1] ?? 0);
      const format = formats[style] ?? '';
      while (row.length < column - 1) row.push(null);
      if (/ t="inlineStr"/.test(attributes)) {
        row.push({ type: 'text', value: unescapeXml(/<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? ''), format });
      } else {
        const number = Number(/<v>([^<]*)<\/v>/.exec(body)?.[1]);
        row.push(
          /[dy]/.test(format)
            ? { type: 'date', value: dateOfSerial(number), format }
            : { type: 'number', value: number, format },
        );
      }
    }
    rows[Number(rowMatch[1]) - 1] = row;
  }
  return Array.from(rows, (row) => row ?? []);
}
