import { describe, expect, it } from 'vitest';
import { displayStatus } from './display-status.js';
import { csvCell, toCsv } from './export-format.js';
import { formatAmount, initials, membershipTotal } from './format.js';
import { qar } from './money.js';

describe('display status (spec section 4)', () => {
  const today = '2026-11-21';
  it('shows Frozen first, never expiring or expired', () => {
    expect(displayStatus('frozen', '2026-11-01', today)).toEqual({ label: 'Frozen', tone: 'blue', word: 'frozen' });
  });
  it('shows EXPIRED for a past expiry and Expiring Soon for 0 to 7 days', () => {
    expect(displayStatus('active', '2026-11-20', today)).toEqual({
      label: 'EXPIRED',
      tone: 'expired',
      word: 'expired',
    });
    expect(displayStatus('active', '2026-11-21', today).label).toBe('Expiring Soon');
    expect(displayStatus('active', '2026-11-28', today).label).toBe('Expiring Soon');
    expect(displayStatus('active', '2026-11-29', today)).toEqual({ label: 'Active', tone: 'green', word: 'active' });
  });
  it('capitalises other statuses with their colours, unknown when absent', () => {
    expect(displayStatus('past_due', null, today)).toEqual({ label: 'Past due', tone: 'red', word: 'past_due' });
    expect(displayStatus('partially_paid', null, today).label).toBe('Partially paid');
    expect(displayStatus('cancelled', null, today).tone).toBe('grey');
    expect(displayStatus('unpaid', null, today).tone).toBe('yellow');
    expect(displayStatus('partially_paid', null, today).tone).toBe('blue');
    expect(displayStatus('mystery', null, today)).toEqual({ label: 'Mystery', tone: 'purple', word: 'mystery' });
    expect(displayStatus(null, null, today)).toEqual({ label: 'unknown', tone: 'purple', word: 'unknown' });
  });
});

describe('formats (spec section 5)', () => {
  it('shows amounts with exactly 2 decimals in US English', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(0)).toBe('0.00');
  });
  it('makes at most two upper-case initials', () => {
    expect(initials('aisha al mansoori')).toBe('AA');
    expect(initials('Omar')).toBe('O');
    expect(initials('')).toBe('');
  });
  it('totals price (falling back to the plan price when missing, null or 0) and joining fees', () => {
    expect(membershipTotal({ membershipPrice: '350.00', joiningFees: '100' })).toEqual({
      membershipPrice: 350,
      joiningFees: 100,
      totalAmount: 450,
    });
    expect(membershipTotal({ membershipPrice: 0, planPrice: 300 }).totalAmount).toBe(300);
    expect(membershipTotal({ membershipPrice: null, planPrice: '299.99', joiningFees: null }).totalAmount).toBe(299.99);
  });
  it('accepts money with at most 2 decimals', () => {
    expect(qar.safeParse(10.25).success).toBe(true);
    expect(qar.safeParse(10.255).success).toBe(false);
    expect(qar.safeParse(-1).success).toBe(false);
  });
});

describe('export (spec section 5, formula-injection safe)', () => {
  it('quotes values with a comma, quote or newline and doubles quotes', () => {
    expect(csvCell('Al Sadd, Doha')).toBe('"Al Sadd, Doha"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
  it('leaves a cell that is only a phone number as it is (issue 10, item 12)', () => {
    expect(csvCell('+974 5512 3456')).toBe('+974 5512 3456');
    expect(csvCell('+97455123456')).toBe('+97455123456');
    expect(csvCell('5512 3456')).toBe('5512 3456');
  });
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('+974 5512 3456 =1')).toBe("'+974 5512 3456 =1");
    expect(csvCell('-42')).toBe("'-42");
    expect(csvCell('\t+97455123456')).toBe("'\t+97455123456");
    expect(csvCell('+')).toBe("'+");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
  it('builds CRLF rows with a header', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
