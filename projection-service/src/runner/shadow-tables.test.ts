import { describe, expect, it } from 'vitest';
import { splitDdl } from './shadow-tables.js';

const ddl = `CREATE TABLE sales (id text PRIMARY KEY, member_id text NOT NULL, day date NOT NULL);
  CREATE INDEX sales_member_idx ON sales (member_id);
  CREATE UNIQUE INDEX sales_day_idx ON sales (day, id);
  CREATE INDEX sales_day_member_idx ON sales (day, member_id)`;

describe('splitDdl: which indexes a rebuild builds after its pass', () => {
  it('runs the whole DDL before the pass when no index is deferred', () => {
    expect(splitDdl({ name: 'sales', ddl })).toEqual({ now: [ddl], later: [] });
  });

  it('defers every secondary index, never a unique one (a conflict check needs it)', () => {
    const { now, later } = splitDdl({ name: 'sales', ddl, deferIndexes: true });
    expect(now.map((s) => s.split(' (')[0])).toEqual([
      'CREATE TABLE sales',
      'CREATE UNIQUE INDEX sales_day_idx ON sales',
    ]);
    expect(later.map((s) => s.split(' ON')[0])).toEqual([
      'CREATE INDEX sales_member_idx',
      'CREATE INDEX sales_day_member_idx',
    ]);
  });

  it('defers only the named indexes, keeping one apply looks rows up by', () => {
    const { now, later } = splitDdl({ name: 'sales', ddl, deferIndexes: ['sales_day_member_idx'] });
    expect(now.map((s) => s.split(' ON')[0])).toEqual([
      'CREATE TABLE sales (id text PRIMARY KEY, member_id text NOT NULL, day date NOT NULL)',
      'CREATE INDEX sales_member_idx',
      'CREATE UNIQUE INDEX sales_day_idx',
    ]);
    expect(later).toEqual(['CREATE INDEX sales_day_member_idx ON sales (day, member_id)']);
  });
});
