import { readXlsxSheet } from '@gym/kernel/export/xlsx-reader';
import { XLSX_CONTENT_TYPE } from '@gym/kernel/export/xlsx-workbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';

/** Finance lists as files (issue 14): every CSV has an .xlsx beside it, with the same rows, for canViewFinancials. */
describe('finance exports: invoices, payments, debt report and expenses as CSV and .xlsx', () => {
  const clock = new TestClock(new Date('2026-11-21T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'finance-exports', clock }, 'admin', 'desk');
  let membersOnly: Session;

  const download = async (path: string, session: Session = desk) => {
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}` } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  /** The CSV's rows and the workbook's cell values, to compare (numbers as the CSV writes them). */
  const csvRows = (bytes: Buffer) =>
    bytes
      .toString('utf8')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
  /** The workbook's cell values as text, each row as wide as the header (the reader leaves out empty last cells). */
  const sheetRows = async (bytes: Buffer) => {
    const sheet = await readXlsxSheet(bytes);
    const width = sheet[0]?.length ?? 0;
    return sheet.map((row) => Array.from({ length: width }, (_, i) => (row[i] ? String(row[i].value) : '')));
  };

  beforeAll(async () => {
    membersOnly = await staffWith(t, admin, 'Members Only', ['canViewMembers']);
    const { id: planId } = await createPlan(t.baseUrl, admin);
    await memberWithMembership(t.baseUrl, desk, planId, {
      profile: { firstName: 'Huda', lastName: 'Karim' },
      sale: { status: 'paid', paymentMethod: 'card' },
    });
    await memberWithMembership(t.baseUrl, desk, planId, {
      profile: { firstName: 'Omar', lastName: 'Nasser' },
      sale: { status: 'unpaid' },
    });
    const expense = await call(t.baseUrl, 'POST', '/api/expenses', {
      session: desk,
      body: { date: '2026-11-20', category: 'Utilities', vendor: 'Kahramaa', amount: 123.4, method: 'cash' },
    });
    expect(expense.status).toBe(201);
    await t.caughtUp();
  });

  it('exports the filtered invoices; the .xlsx holds the same rows with typed cells', async () => {
    const csv = await download('/api/invoices/export?type=membership');
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.response.headers.get('content-disposition')).toBe('attachment; filename="invoices-2026-11-21.csv"');
    const rows = csvRows(csv.bytes);
    expect(rows[0]).toEqual([
      'Invoice',
      'Issued',
      'Due date',
      'Member',
      'Member number',
      'Type',
      'Description',
      'Amount (QAR)',
      'Paid (QAR)',
      'Due (QAR)',
      'Status',
      'Past due',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[5], r[7], r[8], r[9], r[10]])).toEqual(
      expect.arrayContaining([
        ['Huda Karim', 'Membership', '450', '450', '0', 'Paid'],
        ['Omar Nasser', 'Membership', '450', '0', '450', 'Unpaid'],
      ]),
    );
    expect(rows).toHaveLength(3);

    for (const format of ['excel', 'xlsx']) {
      const xlsx = await download(`/api/invoices/export?type=membership&format=${format}`);
      expect(xlsx.response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
      expect(xlsx.response.headers.get('content-disposition')).toBe('attachment; filename="invoices-2026-11-21.xlsx"');
      expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(await sheetRows(xlsx.bytes)).toEqual(rows);
    }
    const sheet = await readXlsxSheet((await download('/api/invoices/export?format=xlsx&search=Huda')).bytes);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]![1]).toEqual({ type: 'date', value: '2026-11-21', format: 'yyyy-mm-dd' });
    expect(sheet[1]![7]).toEqual({ type: 'number', value: 450, format: '0.00' });
  });

  it('exports the payments of the filtered invoices, one row each', async () => {
    const rows = csvRows((await download('/api/invoices/export?rows=payments')).bytes);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '2026-11-21',
      expect.stringMatching(/^INV-/),
      'Huda Karim',
      expect.any(String),
      'Credit/Debit Card',
      '450',
      '0',
      '450',
      'Reception Desk',
      '',
    ]);
    const xlsx = await download('/api/invoices/export?rows=payments&format=xlsx');
    expect(xlsx.response.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-11-21.xlsx"');
    expect(await sheetRows(xlsx.bytes)).toEqual(rows);
  });

  it('exports the debt report', async () => {
    const rows = csvRows((await download('/api/invoices/debts/export')).bytes);
    expect(rows[0]).toEqual([
      'Member',
      'Member number',
      'Phone',
      'Invoices',
      'Owed (QAR)',
      'Oldest due',
      'Days overdue',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([['Omar Nasser', '1', '450']]);
    const xlsx = await download('/api/invoices/debts/export?format=excel');
    expect(xlsx.response.headers.get('content-disposition')).toBe('attachment; filename="debt-report-2026-11-21.xlsx"');
    expect(await sheetRows(xlsx.bytes)).toEqual(rows);
    const sheet = await readXlsxSheet(xlsx.bytes);
    expect(sheet[1]![2]).toMatchObject({ type: 'text', value: expect.stringMatching(/^\+974/) });
  });

  it('exports expenses as a real .xlsx (it was CSV text for Excel)', async () => {
    const xlsx = await download('/api/expenses/export?format=excel&category=Utilities');
    expect(xlsx.response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(xlsx.response.headers.get('content-disposition')).toBe('attachment; filename="expenses-2026-11-21.xlsx"');
    const sheet = await readXlsxSheet(xlsx.bytes);
    expect(await sheetRows(xlsx.bytes)).toEqual([
      ['Date', 'Category', 'Vendor', 'Amount', 'Method', 'Status', 'Note', 'Recorded by', 'Decided by'],
      ['2026-11-20', 'Utilities', 'Kahramaa', '123.4', 'Cash from the till', 'Paid', '', 'Reception Desk', ''],
    ]);
    expect(sheet[1]![0]).toMatchObject({ type: 'date' });
    expect(sheet[1]![3]).toEqual({ type: 'number', value: 123.4, format: '0.00' });
    const csv = csvRows((await download('/api/expenses/export?format=csv&category=Utilities')).bytes);
    expect(csv[1]).toEqual([
      '2026-11-20',
      'Utilities',
      'Kahramaa',
      '123.40',
      'Cash from the till',
      'Paid',
      '',
      'Reception Desk',
      '',
    ]);
  });

  it('refuses every file to a user without canViewFinancials (403)', async () => {
    for (const path of [
      '/api/invoices/export',
      '/api/invoices/export?format=xlsx&rows=payments',
      '/api/invoices/debts/export?format=xlsx',
      '/api/expenses/export?format=xlsx',
      '/api/finance/monthly-report?from=2026-11&to=2026-11&format=xlsx',
    ])
      expect((await download(path, membersOnly)).response.status, path).toBe(403);
  });
});
