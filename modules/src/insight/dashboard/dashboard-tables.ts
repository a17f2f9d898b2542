import type { TableDefinition } from '@gym/kernel/projection/projector';

/**
 * The dashboard's tables. The per-member, per-invoice and per-package rows only let the projector compute deltas;
 * the dashboard reads the aggregates, whose size depends on days, plans and trainers, never on members or visits.
 */
export const dashboardTables: readonly TableDefinition[] = [
  {
    name: 'dash_members',
    ddl: `CREATE TABLE dash_members (
      member_id text PRIMARY KEY, gender text NOT NULL, nationality text, join_month date NOT NULL, plan_id text,
      expiry_date date, cancelled boolean NOT NULL, manual boolean NOT NULL, archived boolean NOT NULL,
      freeze_from date, freeze_until date
    );
    CREATE INDEX dash_members_frozen_idx ON dash_members (freeze_until) WHERE freeze_until IS NOT NULL;`,
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
];
