import { describe, expect, it } from 'vitest';
import { cellExtraClasses, isFigure, kindClasses, visibleColumns } from './column';
import type { ColumnList } from './column';
import { cellClasses, headingClasses } from './data-table-classes';

describe('data table columns', () => {
  it('end-aligns money, dates and numbers with tabular figures; text starts at the reading edge', () => {
    for (const kind of ['money', 'date', 'number'] as const) {
      expect(isFigure(kind)).toBe(true);
      expect(kindClasses(kind)).toContain('text-end');
      expect(kindClasses(kind)).toContain('tabular-nums');
    }
    expect(isFigure('text')).toBe(false);
    expect(isFigure()).toBe(false);
    expect(kindClasses('text')).toBe('text-start');
  });

  it('aligns a heading like its cells', () => {
    const money = { id: 'due', header: 'Due', cell: () => 1, kind: 'money' as const };
    expect(headingClasses(money)).toContain('text-end');
    expect(cellClasses(money)).toContain('text-end');
  });

  it('labels phone cards from the heading, makes the row header the title and hides phone-hidden columns', () => {
    const line = cellClasses({ id: 'plan', header: 'Plan', cell: () => 'Gold' });
    expect(line).toContain('max-sm:before:content-[attr(data-label)]');
    const title = cellClasses({ id: 'name', header: 'Name', cell: () => 'A', rowHeader: true });
    expect(title).not.toContain('before:content');
    expect(cellClasses({ id: 'x', header: 'X', cell: () => 'x', hideOnPhone: true })).toContain('max-sm:hidden');
  });

  it('leaves out the columns given as false for users who may not see them', () => {
    const canEdit = false;
    const columns: ColumnList<{ id: string }> = [
      { id: 'a', header: 'A', cell: (row) => row.id },
      canEdit && { id: 'b', header: 'B', cell: (row) => row.id },
      null,
    ];
    expect(visibleColumns(columns).map((column) => column.id)).toEqual(['a']);
  });

  it('reads a cell class given per row', () => {
    const column = {
      id: 'due',
      header: 'Due',
      cell: (row: { due: number }) => row.due,
      className: (row: { due: number }) => (row.due > 0 ? 'text-red-800' : ''),
    };
    expect(cellExtraClasses(column, { due: 3 })).toBe('text-red-800');
    expect(cellExtraClasses({ ...column, className: 'min-w-40' }, { due: 0 })).toBe('min-w-40');
  });
});
