import { describe, expect, it } from 'vitest';
import type { DateRange } from '../../lib/address-filters';
import { activeChips } from './active-chips';
import type { FilterControl } from './filter-controls';

interface Values {
  q?: string | undefined;
  status?: string | undefined;
  types: readonly string[];
  period: DateRange;
  due?: boolean | undefined;
  stream?: string | undefined;
}

const controls: FilterControl<Values>[] = [
  { kind: 'search', key: 'q', label: 'Search' },
  { kind: 'select', key: 'status', label: 'Status', allLabel: 'All', options: [{ value: 'paid', label: 'Paid' }] },
  { kind: 'multi', key: 'types', label: 'Type', noneLabel: 'Any', options: [{ value: 'pt', label: 'PT' }] },
  { kind: 'dateRange', key: 'period', label: 'Date', fromLabel: 'From', toLabel: 'To' },
  { kind: 'checkbox', key: 'due', label: 'Owes money' },
  { kind: 'chip', key: 'stream', label: 'Stream' },
];

describe('active filter chips', () => {
  it('shows nothing when no filter is set', () => {
    expect(activeChips(controls, { types: [], period: {} })).toEqual([]);
  });

  it('words each set filter with its option label, and removes just that filter', () => {
    const chips = activeChips(controls, {
      q: 'mona',
      status: 'paid',
      types: ['pt', 'other'],
      period: { from: '2026-01-01' },
      due: true,
      stream: 'member-1',
    });
    expect(chips.map((chip) => chip.text)).toEqual([
      'Search: mona',
      'Status: Paid',
      'Type: PT',
      'Type: other',
      'Date: From 2026-01-01',
      'Owes money',
      'Stream: member-1',
    ]);
    expect(chips[2]!.remove).toEqual({ types: ['other'] });
    expect(chips[4]!.remove).toEqual({ period: {} });
    expect(chips[0]!.remove).toEqual({ q: undefined });
  });

  it('a whole range reads from – to', () => {
    const [chip] = activeChips(controls, { types: [], period: { from: '2026-01-01', to: '2026-01-31' } });
    expect(chip!.text).toBe('Date: 2026-01-01 – 2026-01-31');
  });
});
