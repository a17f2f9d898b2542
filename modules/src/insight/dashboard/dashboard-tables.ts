import type { TableDefinition } from '@gym/kernel/projection/projector';
import type { AggregateSpec } from './aggregate-deltas.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

/**
 * The dashboard's tables. The per-member, per-debt rows only let the projector compute deltas; the dashboard reads
 * the aggregates, whose size depends on days, plans and trainers, never on members or visits.
 */
export const dashboardTables: readonly TableDefinition[] = [
  {
    name: 'dash_members',
    ddl: `CREATE TABLE dash_members (
      member_id ${ID_TYPE} PRIMARY KEY, gender text NOT NULL, nationality text, join_month date NOT NULL, plan_id text,
      expiry_date date, cancelled boolean NOT NULL, manual boolean NOT NULL, hand_frozen boolean NOT NULL,
      archived boolean NOT NULL,
      freeze_from date, freeze_until date, owed bigint NOT NULL DEFAULT 0
    );
    CREATE INDEX dash_members_frozen_idx ON dash_members (freeze_until) WHERE freeze_until IS NOT NULL;`,
    // A member's row changes with each debt and membership; a rebuild holds every member's row for its whole pass.
    updatesRows: true,
    passWrites: 'memory',
  },
  {
    // Each member's debts (membership invoices, PT balances), kept as the members projector keeps them.
    name: 'dash_debts',
    ddl: `CREATE TABLE dash_debts (
      debt_id ${ID_TYPE} PRIMARY KEY, kind text NOT NULL, member_id ${ID_TYPE} NOT NULL, outstanding integer NOT NULL
    )`,
    // A debt changes with each payment.
    updatesRows: true,
    passWrites: 'memory',
  },
  { name: 'dash_member_totals', ddl: 'CREATE TABLE dash_member_totals (gender text PRIMARY KEY, n integer NOT NULL)' },
  {
    // Registrations by month, gender and nationality ('' when unknown), as they were at joining.
    name: 'dash_joins',
    ddl: `CREATE TABLE dash_joins (
      month date NOT NULL, gender text NOT NULL, nationality text NOT NULL, n integer NOT NULL,
      PRIMARY KEY (month, gender, nationality)
    )`,
  },
  {
    name: 'dash_nationalities',
    ddl: 'CREATE TABLE dash_nationalities (nationality text PRIMARY KEY, n integer NOT NULL)',
  },
  {
    // Members holding a membership (whatever its state), by gender, plan and whether nothing stops it (`live`).
    name: 'dash_memberships',
    ddl: `CREATE TABLE dash_memberships (
      gender text NOT NULL, plan_id text NOT NULL, live boolean NOT NULL, n integer NOT NULL,
      PRIMARY KEY (gender, plan_id, live)
    )`,
  },
  {
    // The same members by expiry date: "still running today" is a range sum from today on.
    name: 'dash_expiry',
    ddl: `CREATE TABLE dash_expiry (
      expiry_date date NOT NULL, gender text NOT NULL, plan_id text NOT NULL, live boolean NOT NULL, n integer NOT NULL,
      PRIMARY KEY (expiry_date, gender, plan_id, live)
    )`,
  },
  { name: 'dash_daily_check_ins', ddl: 'CREATE TABLE dash_daily_check_ins (day date PRIMARY KEY, n integer NOT NULL)' },
  {
    // Payments minus refunds by the day the money moved.
    name: 'dash_daily_collections',
    ddl: 'CREATE TABLE dash_daily_collections (day date PRIMARY KEY, amount bigint NOT NULL)',
  },
  {
    name: 'dash_pt_sales',
    ddl: `CREATE TABLE dash_pt_sales (
      month date NOT NULL, trainer_id text NOT NULL, source text NOT NULL, trainer_name text NOT NULL,
      amount bigint NOT NULL, n integer NOT NULL, PRIMARY KEY (month, trainer_id, source)
    )`,
  },
  {
    // Members holding a frozen membership, by freeze and expiry: "frozen today" is a range sum. "Frozen" set by hand
    // is a freeze from 0001-01-01 to 9999-12-31 (dashboard-projector.ts).
    name: 'dash_freezes',
    ddl: `CREATE TABLE dash_freezes (
      freeze_from date NOT NULL, freeze_until date NOT NULL, expiry_date date NOT NULL, gender text NOT NULL,
      plan_id text NOT NULL, live boolean NOT NULL, n integer NOT NULL,
      PRIMARY KEY (freeze_from, freeze_until, expiry_date, gender, plan_id, live)
    )`,
  },
  {
    // Members who owe (the one rule, members/owing.ts) and what they owe in all: one row, or none when nobody owes.
    name: 'dash_owing',
    ddl: 'CREATE TABLE dash_owing (figure text PRIMARY KEY, members integer NOT NULL, amount bigint NOT NULL)',
  },
  {
    // Every event's net change to the aggregates, at its checkpoint (time travel: see dashboard-journal.ts). In log
    // order alone: a view of the past takes the rows between two checkpoints once, for every aggregate. The commit id
    // (a 64-bit transaction id) fits a bigint, which compares faster than numeric.
    // `row` is json, kept as written: only a view of the past reads it, a few thousand rows at a time (no slower
    // than jsonb there), and COPY took 3.9 s instead of 5.8 s to store the journal's 3.2 million rows at 100,000
    // members as jsonb, which parses each into its binary form.
    name: 'dash_journal',
    ddl: `CREATE TABLE dash_journal (
      commit_id bigint NOT NULL, position bigint NOT NULL, tbl text NOT NULL, row json NOT NULL
    );
    CREATE INDEX dash_journal_order_idx ON dash_journal (commit_id, position);`,
    // Only time travel reads the journal; apply just appends to it, as do the set-based statements.
    deferIndexes: true,
    passWrites: 'append',
  },
];

/** The aggregates, and how a change adds to each: the tables the figures read, and all a view of the past needs. */
export const DASHBOARD_AGGREGATES: Readonly<Record<string, AggregateSpec>> = {
  dash_member_totals: { keys: ['gender'], sums: ['n'] },
  dash_joins: { keys: ['month', 'gender', 'nationality'], sums: ['n'] },
  dash_nationalities: { keys: ['nationality'], sums: ['n'] },
  dash_memberships: { keys: ['gender', 'plan_id', 'live'], sums: ['n'] },
  dash_expiry: { keys: ['expiry_date', 'gender', 'plan_id', 'live'], sums: ['n'] },
  dash_freezes: { keys: ['freeze_from', 'freeze_until', 'expiry_date', 'gender', 'plan_id', 'live'], sums: ['n'] },
  // A view of the past counts the day's check-ins from the log (`addCheckInsFromLog`), not the journal.
  dash_daily_check_ins: { keys: ['day'], sums: ['n'], journalled: false },
  dash_daily_collections: { keys: ['day'], sums: ['amount'] },
  dash_pt_sales: { keys: ['month', 'trainer_id', 'source'], sums: ['amount', 'n'], copies: ['trainer_name'] },
  dash_owing: { keys: ['figure'], sums: ['members', 'amount'] },
};
