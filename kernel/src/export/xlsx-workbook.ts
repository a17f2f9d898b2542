import { zipArchive } from './zip-archive.js';

/*
 * A real .xlsx (Office Open XML spreadsheet) with typed cells, for exports any area can reuse (members today, finance
 * reports next). One sheet, a bold header row, columns typed once: text stays text (a phone number keeps its + and
 * spaces, and an inline string is never a formula, so no apostrophe guard is needed), numbers and money are numbers
 * (money shown with 2 decimals), dates are real dates (serial days, shown yyyy-mm-dd).
 */

export type XlsxColumnType = 'text' | 'number' | 'money' | 'date';

export interface XlsxColumn {
  readonly header: string;
  readonly type: XlsxColumnType;
  /** Width in characters (Excel's unit); a default by type when missing. */
  readonly width?: number;
}

/** A cell: null or undefined is empty; dates as `YYYY-MM-DD`; money in the currency's major unit (e.g. 12.5). */
export type XlsxValue = string | number | null | undefined;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Style indexes into cellXfs below.
const STYLE = { text: 0, number: 0, money: 1, date: 2, header: 3 } as const;
const DEFAULT_WIDTH: Record<XlsxColumnType, number> = { text: 18, number: 10, money: 14, date: 12 };

/** Text as XML content: escaped, and without the control characters XML 1.0 forbids. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Days since 1899-12-30, Excel's date serial (1900 date system), for a `YYYY-MM-DD`. */
export function excelDateSerial(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function inlineString(ref: string, text: string, style: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t${space}>${xmlText(text)}</t></is></c>`;
}

function cell(ref: string, type: XlsxColumnType, value: XlsxValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'text') return inlineString(ref, String(value), STYLE.text);
  if (type === 'date') {
    const text = String(value);
    // A value that is not a plain date is kept as text rather than lost.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return inlineString(ref, text, STYLE.text);
    return `<c r="${ref}" s="${STYLE.date}"><v>${excelDateSerial(text)}</v></c>`;
  }
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return inlineString(ref, String(value), STYLE.text);
  return `<c r="${ref}"${type === 'money' ? ` s="${STYLE.money}"` : ''}><v>${number}</v></c>`;
}

function sheetXml(columns: readonly XlsxColumn[], rows: readonly (readonly XlsxValue[])[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? DEFAULT_WIDTH[c.type]}" customWidth="1"/>`)
    .join('');
  const header = `<row r="1">${columns.map((c, i) => inlineString(`${columnName(i)}1`, c.header, STYLE.header)).join('')}</row>`;
  const body = rows
    .map((row, r) => {
      const cells = columns.map((c, i) => cell(`${columnName(i)}${r + 2}`, c.type, row[i])).join('');
      return `<row r="${r + 2}">${cells}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    // The header row stays in view while scrolling.
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>${header}${body}</sheetData></worksheet>`
  );
}

const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A one-sheet workbook. Sheet names lose the characters Excel forbids and are cut to its 31. */
export function xlsxWorkbook(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly XlsxValue[])[],
): Buffer {
  const name = xmlText(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data:
        xml +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        xml +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data:
        xml +
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        xml +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '</Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(columns, rows) },
    { name: 'xl/styles.xml', data: STYLES },
  ]);
}
