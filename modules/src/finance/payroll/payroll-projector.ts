import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { PtPackageSold, PtSessionUsed } from '../../membership/personal-training/pt-events.js';
import type { PtEvent } from '../../membership/personal-training/pt-events.js';
import { payrollEvents } from './payroll-events.js';
import type { PayrollEvent, PayrollLine } from './payroll-events.js';
import { PAYROLL_TOPIC } from './payroll-topics.js';
import { PendingInserts } from '@gym/kernel/projection/pending-inserts';

/**
 * Payroll runs and their lines (payslips), and the PT sales and sessions delivered per trainer and day that
 * commissions are paid on, from the personal-training area's published `PtPackageSold` and `PtSessionUsed`
 * (a session is worth the package price / its sessions, the last one taking the rounding remainder, so a package's
 * sessions add up to its price).
 */
export const payrollProjector: ModuleProjector<typeof PAYROLL_TOPIC.name> = {
  name: 'payroll',
  version: 2,
  eventTypes: [...payrollEvents.map((e) => e.type), PtPackageSold.type, PtSessionUsed.type],
  topics: [PAYROLL_TOPIC.name],
  tables: [
    {
      name: 'payroll_runs',
      ddl: `CREATE TABLE payroll_runs (
        month text PRIMARY KEY, status text NOT NULL, total bigint NOT NULL, employees integer NOT NULL,
        drafted_by text NOT NULL, approved_by text, approved_at timestamptz, paid_on date, updated_at timestamptz NOT NULL
      )`,
    },
    {
      name: 'payroll_lines',
      ddl: `CREATE TABLE payroll_lines (
        month text NOT NULL, employee_id text NOT NULL, user_id integer, line jsonb NOT NULL, PRIMARY KEY (month, employee_id)
      );
      CREATE INDEX payroll_lines_user_idx ON payroll_lines (user_id);`,
    },
    {
      name: 'payroll_pt_sales',
      ddl: `CREATE TABLE payroll_pt_sales (
        package_id text PRIMARY KEY, trainer_id text NOT NULL, sale_date date NOT NULL, amount bigint NOT NULL,
        sessions integer NOT NULL
      );
      CREATE INDEX payroll_pt_sales_idx ON payroll_pt_sales (trainer_id, sale_date);`,
    },
    {
      name: 'payroll_pt_sessions',
      ddl: `CREATE TABLE payroll_pt_sessions (
        package_id text NOT NULL, session_number integer NOT NULL, trainer_id text NOT NULL, delivered_on date NOT NULL,
        value bigint NOT NULL, PRIMARY KEY (package_id, session_number)
      );
      CREATE INDEX payroll_pt_sessions_idx ON payroll_pt_sessions (trainer_id, delivered_on);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    const total = (lines: readonly PayrollLine[]) => lines.reduce((sum, l) => sum + l.net, 0);
    const saveLine = (month: string, line: PayrollLine) =>
      client.query(
        `INSERT INTO payroll_lines (month, employee_id, user_id, line) VALUES ($1, $2, $3, $4)
         ON CONFLICT (month, employee_id) DO UPDATE SET user_id = $3, line = $4`,
        [month, line.employeeId, line.userId, JSON.stringify(line)],
      );
    const refreshTotal = (month: string, at: string) =>
      client.query(
        `UPDATE payroll_runs SET total = (SELECT coalesce(sum((line->>'net')::bigint), 0) FROM payroll_lines WHERE month = $1),
           updated_at = $2 WHERE month = $1`,
        [month, at],
      );
    const sales = new PendingInserts(client, 'payroll_pt_sales', [
      'package_id',
      'trainer_id',
      'sale_date',
      'amount',
      'sessions',
    ]);
    for (const recorded of events) {
      const event = parseEvent(recorded) as PayrollEvent | PtEvent;
      const { at, actorName } = recorded.metadata;
      // Sales are collected and written together; anything else sees them written first (a session reads its sale).
      if (event.type !== 'PtPackageSold') await sales.flush();
      switch (event.type) {
        case 'PtPackageSold':
          sales.add({
            package_id: event.data.packageId,
            trainer_id: event.data.trainerId,
            sale_date: event.data.saleDate,
            amount: event.data.amount,
            sessions: event.data.sessions,
          });
          break;
        case 'PtSessionUsed':
          await client.query(
            `INSERT INTO payroll_pt_sessions (package_id, session_number, trainer_id, delivered_on, value)
             SELECT package_id, $2, trainer_id, $3,
               CASE WHEN $2 = sessions THEN amount - (amount / sessions) * (sessions - 1) ELSE amount / sessions END
             FROM payroll_pt_sales WHERE package_id = $1
             ON CONFLICT DO NOTHING`,
            [event.data.packageId, event.data.used, event.data.day],
          );
          break;
        case 'PayrollRunDrafted': {
          const { month, lines } = event.data;
          await client.query(
            `INSERT INTO payroll_runs (month, status, total, employees, drafted_by, updated_at) VALUES ($1, 'draft', $2, $3, $4, $5)
             ON CONFLICT (month) DO UPDATE SET status = 'draft', total = $2, employees = $3, drafted_by = $4, updated_at = $5`,
            [month, total(lines), lines.length, actorName, at],
          );
          await client.query('DELETE FROM payroll_lines WHERE month = $1', [month]);
          for (const line of lines) await saveLine(month, line);
          break;
        }
        case 'PayrollLineAdjusted':
          await saveLine(event.data.month, event.data.line);
          await refreshTotal(event.data.month, at);
          break;
        case 'PayrollRunSubmitted':
        case 'PayrollRunReturned':
          await client.query('UPDATE payroll_runs SET status = $2, updated_at = $3 WHERE month = $1', [
            event.data.month,
            event.type === 'PayrollRunSubmitted' ? 'review' : 'draft',
            at,
          ]);
          break;
        case 'PayrollRunApproved':
          await client.query(
            `UPDATE payroll_runs SET status = 'approved', approved_by = $2, approved_at = $3, updated_at = $3 WHERE month = $1`,
            [event.data.month, actorName, at],
          );
          break;
        case 'PayrollRunPaid':
          await client.query(
            `UPDATE payroll_runs SET status = 'paid', paid_on = $2, updated_at = $3 WHERE month = $1`,
            [event.data.month, event.data.paidOn, at],
          );
          break;
        default:
          break;
      }
    }
    await sales.flush();
  },
};
