import { isQatarIban, isQid } from '../../people/staff/public.js';

/**
 * The WPS Salary Information File (SIF) in the layout Qatar's banks publish for the Wage Protection System (QCB /
 * Ministry of Labour): a CSV whose first row names the header fields, the second holds them (employer EID, file
 * date and time, payer EID, payer QID, payer bank short name, payer IBAN, salary year and month, total salaries,
 * record count), the third names the record fields, then one row per employee (sequence, QID, visa ID, name, bank
 * short name, IBAN, salary frequency, working days, net, basic, extra hours, extra income, deductions, payment
 * type, notes). Money with two decimals; the file is named SIF_<EID>_<bank>_<YYYYMMDD>_<HHMM>.csv.
 * Banks vary in small ways (some add a SIF version); check with the gym's bank before the first upload.
 */
export interface SifHeader {
  readonly employerEid: string;
  readonly payerEid: string;
  readonly payerQid: string;
  readonly payerBankShortName: string;
  readonly payerIban: string;
  /** YYYY-MM */
  readonly month: string;
  /** The file's creation instant as the gym's clock reads it: YYYYMMDD and HHMM. */
  readonly createdDate: string;
  readonly createdTime: string;
}

export interface SifRecord {
  readonly qid: string | null;
  readonly visaId: string | null;
  readonly name: string;
  readonly bankShortName: string | null;
  readonly iban: string | null;
  readonly workingDays: number;
  /** Dirhams. */
  readonly net: number;
  readonly basic: number;
  readonly extraHours: number;
  readonly extraIncome: number;
  readonly deductions: number;
}

const money = (dirhams: number) => (dirhams / 100).toFixed(2);
/** A CSV field without separators or quotes (names are the only free text). */
const clean = (text: string) =>
  text
    .replace(/[",\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const padEid = (eid: string) => eid.padStart(8, '0');

export const SIF_HEADER_FIELDS = [
  'Employer EID',
  'File Creation Date',
  'File Creation Time',
  'Payer EID',
  'Payer QID',
  'Payer Bank Short Name',
  'Payer IBAN',
  'Salary Year and Month',
  'Total Salaries',
  'Total Records',
];
export const SIF_RECORD_FIELDS = [
  'Record Sequence',
  'Employee QID',
  'Employee Visa ID',
  'Employee Name',
  'Employee Bank Short Name',
  'Employee Account',
  'Salary Frequency',
  'Number of Working Days',
  'Net Salary',
  'Basic Salary',
  'Extra Hours',
  'Extra Income',
  'Deductions',
  'Payment Type',
  'Notes / Comments',
];

/**
 * A reason a bank would refuse the file: its code and values (the UI words it, issue 46) and its English sentence.
 * The codes: employer_eid, payer_id, payer_bank, payer_iban, nobody; and per employee ({name}) qid, iban, bank,
 * net_negative, net_mismatch.
 */
export interface SifProblem {
  readonly code: string;
  readonly params: Record<string, string>;
  readonly text: string;
}

/** Everything that would make a bank refuse the file, by code and in words; empty when it may be downloaded. */
export function sifProblemList(header: SifHeader, records: readonly SifRecord[]): SifProblem[] {
  const problems: SifProblem[] = [];
  const add = (code: string, text: string, params: Record<string, string> = {}) =>
    problems.push({ code, params, text });
  if (!/^\d{7,8}$/.test(header.employerEid))
    add('employer_eid', 'The employer establishment ID (EID) must be 7 or 8 digits.');
  if (!/^\d{7,8}$/.test(header.payerEid) && !isQid(header.payerQid))
    add('payer_id', 'Give the payer establishment ID (7 or 8 digits) or the payer QID (11 digits).');
  if (!/^[A-Z]{2,4}$/.test(header.payerBankShortName))
    add('payer_bank', 'The payer bank short name is 2 to 4 capital letters (e.g. QNB).');
  if (!isQatarIban(header.payerIban)) add('payer_iban', 'The payer IBAN is not a valid Qatari IBAN.');
  if (records.length === 0) add('nobody', 'There is nobody to pay.');
  for (const r of records) {
    const name = { name: r.name };
    if (r.qid ? !isQid(r.qid) : !r.visaId) add('qid', `${r.name}: a QID of 11 digits (or a visa ID) is needed.`, name);
    if (!r.iban || !isQatarIban(r.iban))
      add('iban', `${r.name}: the IBAN is missing or not a valid Qatari IBAN.`, name);
    if (!r.bankShortName) add('bank', `${r.name}: the bank short name is missing.`, name);
    if (r.net < 0) add('net_negative', `${r.name}: the net salary is below zero.`, name);
    if (r.basic + r.extraIncome - r.deductions !== r.net)
      add('net_mismatch', `${r.name}: basic + extra income − deductions does not equal the net salary.`, name);
  }
  return problems;
}

/** Everything that would make a bank refuse the file, in words; empty when the file may be downloaded. */
export function sifProblems(header: SifHeader, records: readonly SifRecord[]): string[] {
  return sifProblemList(header, records).map((problem) => problem.text);
}

export const sifFileName = (header: SifHeader) =>
  `SIF_${padEid(header.employerEid)}_${header.payerBankShortName}_${header.createdDate}_${header.createdTime}.csv`;

/** The file's text (CRLF lines). The header's total and count are computed from the records, so they always agree. */
export function buildSif(header: SifHeader, records: readonly SifRecord[]): string {
  const total = records.reduce((sum, r) => sum + r.net, 0);
  const lines = [
    SIF_HEADER_FIELDS.join(','),
    [
      padEid(header.employerEid),
      header.createdDate,
      header.createdTime,
      header.payerEid ? padEid(header.payerEid) : '',
      header.payerEid ? '' : header.payerQid,
      header.payerBankShortName,
      header.payerIban,
      header.month.replace('-', ''),
      money(total),
      String(records.length),
    ].join(','),
    SIF_RECORD_FIELDS.join(','),
    ...records.map((r, index) =>
      [
        String(index + 1),
        r.qid ?? '',
        r.qid ? '' : (r.visaId ?? ''),
        clean(r.name),
        r.bankShortName ?? '',
        r.iban ?? '',
        'M',
        String(r.workingDays),
        money(r.net),
        money(r.basic),
        String(r.extraHours),
        money(r.extraIncome),
        money(r.deductions),
        'Normal Payment',
        '',
      ].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Reads a SIF back: the header's figures and the records' nets (the test's check that totals agree). */
export function readSif(text: string): { total: number; count: number; nets: number[] } {
  const rows = text
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(','));
  const header = rows[1]!;
  return {
    total: Math.round(Number(header[8]) * 100),
    count: Number(header[9]),
    nets: rows.slice(3).map((row) => Math.round(Number(row[8]) * 100)),
  };
}
