import { addDays } from '@gym/events/calendar/local-date';
import { PT_PACKAGE_VALID_DAYS, ptEvents } from './pt-events.js';
import type { PtEvent } from './pt-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { PT_TOPIC } from './pt-topics.js';

/** Trainers and PT packages with what is paid and still owed on each (the PT page, the dashboard's PT balances). */
export const ptProjector: ModuleProjector<typeof PT_TOPIC.name> = {
  name: 'personal-training',
  version: 2,
  eventTypes: ptEvents.map((e) => e.type),
  topics: [PT_TOPIC.name],
  tables: [
    {
      name: 'trainers',
      ddl: `CREATE TABLE trainers (
        trainer_id text PRIMARY KEY, name text NOT NULL, phone text, email text, active boolean NOT NULL
      )`,
    },
    {
      name: 'pt_packages',
      ddl: `CREATE TABLE pt_packages (
        package_id text PRIMARY KEY, member_id text NOT NULL, trainer_id text NOT NULL, trainer_name text NOT NULL,
        sessions integer NOT NULL, amount integer NOT NULL, paid_amount integer NOT NULL, due_amount integer NOT NULL,
        due_date date NOT NULL, source text NOT NULL, sale_date date NOT NULL, invoice_id text,
        sold_by text NOT NULL, created_at timestamptz NOT NULL,
        sessions_used integer NOT NULL DEFAULT 0, valid_until date NOT NULL
      );
      -- The PT page's order and keyset: newest sale first.
      CREATE INDEX pt_packages_sale_idx ON pt_packages (sale_date DESC, created_at DESC, package_id DESC);
      CREATE INDEX pt_packages_trainer_idx ON pt_packages (trainer_id);
      CREATE INDEX pt_packages_due_idx ON pt_packages (due_date) WHERE due_amount > 0;
      CREATE INDEX pt_packages_member_idx ON pt_packages (member_id);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as PtEvent;
      switch (event.type) {
        case 'TrainerRegistered':
          await client.query(
            `INSERT INTO trainers (trainer_id, name, phone, email, active) VALUES ($1, $2, $3, $4, true)
             ON CONFLICT (trainer_id) DO NOTHING`,
            [event.data.trainerId, event.data.name, event.data.phone, event.data.email],
          );
          break;
        case 'TrainerDeactivated':
          await client.query('UPDATE trainers SET active = false WHERE trainer_id = $1', [event.data.trainerId]);
          break;
        case 'PtPackageSold': {
          const d = event.data;
          await client.query(
            `INSERT INTO pt_packages (package_id, member_id, trainer_id, trainer_name, sessions, amount, paid_amount,
               due_amount, due_date, source, sale_date, invoice_id, sold_by, created_at, valid_until)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING`,
            [
              d.packageId,
              d.memberId,
              d.trainerId,
              d.trainerName,
              d.sessions,
              d.amount,
              d.paidAmount,
              d.amount - d.paidAmount,
              d.dueDate,
              d.source,
              d.saleDate,
              d.invoiceId,
              recorded.metadata.actorName,
              recorded.metadata.at,
              d.validUntil ?? addDays(d.saleDate, PT_PACKAGE_VALID_DAYS),
            ],
          );
          break;
        }
        case 'PtPackageSettled':
          await client.query(
            'UPDATE pt_packages SET paid_amount = $2, due_amount = $3, invoice_id = $4 WHERE package_id = $1',
            [event.data.packageId, event.data.paidAmount, event.data.dueAmount, event.data.invoiceId],
          );
          break;
        case 'PtSessionUsed':
          await client.query('UPDATE pt_packages SET sessions_used = $2 WHERE package_id = $1', [
            event.data.packageId,
            event.data.used,
          ]);
          break;
      }
    }
  },
};
