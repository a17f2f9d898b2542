import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line gym/module-boundaries -- the test holds the UI's English to the server's own sentences
import { sifProblemList, type SifHeader, type SifRecord } from '@gym/modules/finance/payroll/wps-sif';
import { activateLocale, i18n, loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { staffFeature } from '../feature';
import { sifProblemsIn } from './sif-problem';

const header: SifHeader = {
  employerEid: '12',
  payerEid: '',
  payerQid: '',
  payerBankShortName: 'qnb',
  payerIban: 'QA00',
  month: '2026-11',
  createdDate: '20261125',
  createdTime: '0930',
};
const record: SifRecord = {
  qid: '2876340012',
  visaId: null,
  name: 'Maria Santos',
  bankShortName: null,
  iban: null,
  workingDays: 30,
  net: -100,
  basic: 300000,
  extraHours: 0,
  extraIncome: 0,
  deductions: 0,
};
/** Every reason, from a header and an employee that are wrong in every way, and a file with nobody in it. */
const problems = [...sifProblemList(header, [record]), ...sifProblemList(header, [])];
const run = {
  sifProblems: problems.map((p) => p.text),
  sifProblemCodes: problems.map(({ code, params }) => ({ code, params })),
};
const say = (r: typeof run) => sifProblemsIn(i18n._.bind(i18n), r);

describe("the WPS file's problems, worded by the UI from their codes (issue 46)", () => {
  beforeAll(async () => {
    registerCatalogue(staffFeature.name, staffFeature.messages);
    await Promise.all([loadCatalogue('en', staffFeature.name), loadCatalogue('ar', staffFeature.name)]);
    await activateLocale('en');
  });
  afterAll(() => activateLocale('en'));

  it('names every code, and says each in English exactly as the server does', () => {
    expect(new Set(problems.map((p) => p.code))).toEqual(
      new Set([
        'employer_eid',
        'payer_id',
        'payer_bank',
        'payer_iban',
        'nobody',
        'qid',
        'iban',
        'bank',
        'net_negative',
        'net_mismatch',
      ]),
    );
    expect(say(run)).toEqual(run.sifProblems);
  });

  it('says them in Arabic, the employee’s name as it is', async () => {
    await activateLocale('ar');
    const arabic = say(run);
    for (const text of arabic) expect(text).not.toMatch(/\b(the|is|of|or|missing|salary|payer)\b/i);
    expect(arabic).toContain('Maria Santos: الاسم المختصر للبنك مفقود.');
    expect(arabic).toContain('لا يوجد من تُدفع له رواتب.');
  });

  it('shows the English sentence for a code it does not know, or a run without codes', () => {
    const unknown = { sifProblems: ['Something new'], sifProblemCodes: [{ code: 'something_new', params: {} }] };
    expect(say(unknown)).toEqual(['Something new']);
    expect(say({ sifProblems: ['Old'], sifProblemCodes: [] })).toEqual(['Old']);
  });
});
