import { describe, expect, it } from 'vitest';
import { wpsRefusal } from './payroll-refusals.js';

describe("a WPS file's refusal (issue 46, item 4)", () => {
  const problems = [
    { code: 'iban', params: { name: 'Nadia' }, text: 'Nadia: the IBAN is missing or not a valid Qatari IBAN.' },
    { code: 'bank', params: { name: 'Nadia' }, text: 'Nadia: the bank short name is missing.' },
  ];

  it('names how many problems there are, a value each language words, and keeps each problem in the details', () => {
    const refused = wpsRefusal(problems);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('payroll.wps_refused');
    expect(refused.params).toEqual({ count: 2 });
    expect(refused.message).toBe(
      'The WPS file would be refused until its 2 problems are corrected; the payroll run lists them.',
    );
    expect(refused.details).toEqual({
      problems: problems.map((p) => p.text),
      problemCodes: [
        { code: 'iban', params: { name: 'Nadia' } },
        { code: 'bank', params: { name: 'Nadia' } },
      ],
    });
    expect(wpsRefusal(problems.slice(0, 1)).message).toBe(
      'The WPS file would be refused until its problem is corrected; the payroll run lists them.',
    );
  });
});
