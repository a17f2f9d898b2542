import type { PoolClient } from 'pg';
import type { Projector } from '@gym/kernel/projection/projector';
import { CHECK_IN_RECORDED, MEMBERSHIP_EXTENDED, PAYMENT_RECORDED } from './gym-activity.js';

/** The gym's local day decides which day a late-evening visit counts for. */
const GYM_TIME_ZONE = 'Europe/Berlin';

const MEMBER_TOTALS = 'bench_member_totals';
const DAILY_ACTIVITY = 'bench_daily_activity';

const TABLES = [
  {
    name: MEMBER_TOTALS,
    ddl: `CREATE TABLE ${MEMBER_TOTALS} (
      member_id uuid PRIMARY KEY,
      check_ins integer NOT NULL,
      last_check_in_at timestamptz,
      payments integer NOT NULL,
      paid_cents bigint NOT NULL,
      paid_until date
    )`,
  },
  {
    name: DAILY_ACTIVITY,
    ddl: `CREATE TABLE ${DAILY_ACTIVITY} (
      day date NOT NULL,
      club_id text NOT NULL,
      check_ins integer NOT NULL,
      payments integer NOT NULL,
      paid_cents bigint NOT NULL,
      PRIMARY KEY (day, club_id)
    )`,
  },
];

interface GymEventData {
  memberId: string;
  clubId?: string;
  checkedInAt?: string;
  paidAt?: string;
  amountCents?: number;
  paidUntil?: string;
}

/**
 * A projector shaped like the app's real ones (DESIGN section 1): per batch, one set-based upsert per table from
 * arrays, grouped in SQL, so the cost per event is a little JSON handling in Node and a share of two statements.
 */
export const benchProjector: Projector = {
  name: 'bench-activity',
  version: 1,
  eventTypes: [CHECK_IN_RECORDED, PAYMENT_RECORDED, MEMBERSHIP_EXTENDED],
  topics: ['bench'],
  tables: TABLES,
  async apply(events, client: PoolClient) {
    const n = events.length;
    const memberIds = new Array<string>(n);
    const types = new Array<string>(n);
    const clubIds = new Array<string | null>(n);
    const at = new Array<string | null>(n);
    const amounts = new Array<number | null>(n);
    const paidUntil = new Array<string | null>(n);
    events.forEach((event, i) => {
      const data = event.data as GymEventData;
      memberIds[i] = data.memberId;
      types[i] = event.type;
      clubIds[i] = data.clubId ?? null;
      at[i] = data.checkedInAt ?? data.paidAt ?? null;
      amounts[i] = data.amountCents ?? null;
      paidUntil[i] = data.paidUntil ?? null;
    });
    await client.query(
      `INSERT INTO ${MEMBER_TOTALS} AS t (member_id, check_ins, last_check_in_at, payments, paid_cents, paid_until)
       SELECT member_id,
              count(*) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
              max(at) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
              count(*) FILTER (WHERE type = '${PAYMENT_RECORDED}'),
              coalesce(sum(amount), 0),
              max(paid_until)
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::bigint[], $5::date[])
         AS e(member_id, type, at, amount, paid_until)
       GROUP BY member_id
       ON CONFLICT (member_id) DO UPDATE SET
         check_ins = t.check_ins + EXCLUDED.check_ins,
         last_check_in_at = greatest(t.last_check_in_at, EXCLUDED.last_check_in_at),
         payments = t.payments + EXCLUDED.payments,
         paid_cents = t.paid_cents + EXCLUDED.paid_cents,
         paid_until = greatest(t.paid_until, EXCLUDED.paid_until)`,
      [memberIds, types, at, amounts, paidUntil],
    );
    await client.query(
      `INSERT INTO ${DAILY_ACTIVITY} AS d (day, club_id, check_ins, payments, paid_cents)
       SELECT (at AT TIME ZONE '${GYM_TIME_ZONE}')::date, club_id,
              count(*) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
              count(*) FILTER (WHERE type = '${PAYMENT_RECORDED}'),
              coalesce(sum(amount), 0)
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[]) AS e(type, club_id, at, amount)
       WHERE type IN ('${CHECK_IN_RECORDED}', '${PAYMENT_RECORDED}')
       GROUP BY 1, 2
       ON CONFLICT (day, club_id) DO UPDATE SET
         check_ins = d.check_ins + EXCLUDED.check_ins,
         payments = d.payments + EXCLUDED.payments,
         paid_cents = d.paid_cents + EXCLUDED.paid_cents`,
      [types, clubIds, at, amounts],
    );
  },
};

/**
 * The raw ceiling of the same read model: both tables computed by one INSERT ... SELECT each straight over the events
 * table into `schema` (no reading into Node, no batches, no checkpoints). Call inside a transaction.
 */
export async function buildCeilingTables(client: PoolClient, schema: string): Promise<void> {
  // Same DDL as the projector's, resolved into the scratch schema the way a rebuild resolves into its own.
  await client.query(`SET LOCAL search_path TO ${schema}`);
  for (const table of TABLES) await client.query(table.ddl);
  await client.query(
    `INSERT INTO ${MEMBER_TOTALS} (member_id, check_ins, last_check_in_at, payments, paid_cents, paid_until)
     SELECT (data->>'memberId')::uuid,
            count(*) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
            max((data->>'checkedInAt')::timestamptz) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
            count(*) FILTER (WHERE type = '${PAYMENT_RECORDED}'),
            coalesce(sum((data->>'amountCents')::bigint), 0),
            max((data->>'paidUntil')::date)
     FROM event_store.events
     WHERE type IN ('${CHECK_IN_RECORDED}', '${PAYMENT_RECORDED}', '${MEMBERSHIP_EXTENDED}')
     GROUP BY 1`,
  );
  await client.query(
    `INSERT INTO ${DAILY_ACTIVITY} (day, club_id, check_ins, payments, paid_cents)
     SELECT (coalesce(data->>'checkedInAt', data->>'paidAt')::timestamptz AT TIME ZONE '${GYM_TIME_ZONE}')::date,
            data->>'clubId',
            count(*) FILTER (WHERE type = '${CHECK_IN_RECORDED}'),
            count(*) FILTER (WHERE type = '${PAYMENT_RECORDED}'),
            coalesce(sum((data->>'amountCents')::bigint), 0)
     FROM event_store.events
     WHERE type IN ('${CHECK_IN_RECORDED}', '${PAYMENT_RECORDED}')
     GROUP BY 1, 2`,
  );
}

/** Rows that differ between the rebuilt tables in `read` and the ceiling's in `schema` (0 = same read model). */
export async function countDifferences(client: PoolClient, schema: string): Promise<number> {
  let differences = 0;
  for (const { name } of TABLES) {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         (TABLE read.${name} EXCEPT ALL TABLE ${schema}.${name})
         UNION ALL
         (TABLE ${schema}.${name} EXCEPT ALL TABLE read.${name})
       ) diff`,
    );
    differences += result.rows[0]!.n;
  }
  return differences;
}
