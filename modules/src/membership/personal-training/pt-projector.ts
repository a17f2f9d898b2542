import { addDays } from '@gym/events/calendar/local-date';
import { PT_PACKAGE_VALID_DAYS, ptEvents } from './pt-events.js';
import type { PtEvent } from './pt-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { PT_TOPIC } from './pt-topics.js';
import { PendingInserts } from '@gym/kernel/projection/pending-inserts';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

const PACKAGE_COLUMNS = [
  'package_id',
  'member_id',
  'trainer_id',
  'trainer_name',
  'sessions',
  'amount',
  'paid_amount',
  'due_amount',
  'due_date',
  'source',
  'sale_date',
  'invoice_id',
  'sold_by',
  'created_at',
  'valid_until',
];

/** Trainers and PT packages with what is paid and still owed on each (the PT page, the dashboard's PT balances). */
export const ptProjector: ModuleProjector<typeof PT_TOPIC.name> = {
  name: 'personal-training',
  // 3: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  version: 3,
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
        package_id ${ID_TYPE} PRIMARY KEY, member_id ${ID_TYPE} NOT NULL, trainer_id text NOT NULL,
        trainer_name text NOT NULL,
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
    const sales = new PendingInserts(client, 'pt_packages', PACKAGE_COLUMNS);
    for (const recorded of events) {
      const event = parseEvent(recorded) as PtEvent;
      // Sales are collected and written together; anything else sees them written first.
      if (event.type !== 'PtPackageSold') await sales.flush();
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
          sales.add({
            package_id: d.packageId,
            member_id: d.memberId,
            trainer_id: d.trainerId,
            trainer_name: d.trainerName,
            sessions: d.sessions,
            amount: d.amount,
            paid_amount: d.paidAmount,
            due_amount: d.amount - d.paidAmount,
            due_date: d.dueDate,
            source: d.source,
            sale_date: d.saleDate,
            invoice_id: d.invoiceId,
            sold_by: recorded.metadata.actorName,
            created_at: recorded.metadata.at,
            valid_until: d.validUntil ?? addDays(d.saleDate, PT_PACKAGE_VALID_DAYS),
          });
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
    await sales.flush();
  },
};
