import { describe, expect, it } from 'vitest';
import { buildSif, readSif, sifFileName, sifProblems } from './wps-sif.js';
import type { SifHeader, SifRecord } from './wps-sif.js';

const header: SifHeader = {
  employerEid: '1234567',
  payerEid: '1234567',
  payerQid: '',
  payerBankShortName: 'QNB',
  payerIban: 'QA58DOHB00001234567890ABCDEFG',
  month: '2026-11',
  createdDate: '20261125',
  createdTime: '0930',
};
const records: SifRecord[] = [
  {
    qid: '28763400123',
    visaId: null,
    name: 'Maria Santos',
    bankShortName: 'QNB',
    iban: 'QA58DOHB00001234567890ABCDEFG',
    workingDays: 30,
    net: 450000,
    basic: 300000,
    extraHours: 0,
    extraIncome: 150000,
    deductions: 0,
  },
  {
    qid: '29135600456',
    visaId: null,
    name: 'Omar, the coach',
    bankShortName: 'QNB',
    iban: 'QA58DOHB00001234567890ABCDEFG',
    workingDays: 27,
    net: 452550,
    basic: 250000,
    extraHours: 0,
    extraIncome: 245000,
    deductions: 42450,
  },
];

/** Written out by hand from the layout, field by field; the code must produce exactly this. */
const HAND_CHECKED = [
  'Employer EID,File Creation Date,File Creation Time,Payer EID,Payer QID,Payer Bank Short Name,Payer IBAN,Salary Year and Month,Total Salaries,Total Records',
  '01234567,20261125,0930,01234567,,QNB,QA58DOHB00001234567890ABCDEFG,202611,9025.50,2',
  'Record Sequence,Employee QID,Employee Visa ID,Employee Name,Employee Bank Short Name,Employee Account,Salary Frequency,Number of Working Days,Net Salary,Basic Salary,Extra Hours,Extra Income,Deductions,Payment Type,Notes / Comments',
  '1,28763400123,,Maria Santos,QNB,QA58DOHB00001234567890ABCDEFG,M,30,4500.00,3000.00,0,1500.00,0.00,Normal Payment,',
  '2,29135600456,,Omar the coach,QNB,QA58DOHB00001234567890ABCDEFG,M,27,4525.50,2500.00,0,2450.00,424.50,Normal Payment,',
  '',
].join('\r\n');

describe('WPS salary information file', () => {
  it('matches the hand-checked file byte for byte, with its bank-style name', () => {
    expect(sifProblems(header, records)).toEqual([]);
    expect(buildSif(header, records)).toBe(HAND_CHECKED);
    expect(sifFileName(header)).toBe('SIF_01234567_QNB_20261125_0930.csv');
  });

  it("the header's total and record count equal the records'", () => {
    const read = readSif(buildSif(header, records));
    expect(read.count).toBe(read.nets.length);
    expect(read.total).toBe(read.nets.reduce((a, b) => a + b, 0));
  });

  it('refuses a file with a short QID, a bad IBAN, a missing bank, or records that do not add up', () => {
    const bad: SifRecord[] = [
      { ...records[0]!, qid: '2876340012' },
      { ...records[1]!, iban: 'QA59DOHB00001234567890ABCDEFG', bankShortName: null },
      { ...records[0]!, name: 'Wrong Sum', net: 450001 },
    ];
    expect(sifProblems(header, bad)).toEqual([
      'Maria Santos: a QID of 11 digits (or a visa ID) is needed.',
      'Omar, the coach: the IBAN is missing or not a valid Qatari IBAN.',
      'Omar, the coach: the bank short name is missing.',
      'Wrong Sum: basic + extra income − deductions does not equal the net salary.',
    ]);
    expect(sifProblems({ ...header, employerEid: '123', payerIban: 'QA00' }, records)).toHaveLength(2);
  });
});
