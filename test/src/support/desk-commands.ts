import { randomUUID } from 'node:crypto';
import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { issueInvoice, runInvoiceCommand } from '@gym/modules/finance/billing/invoice-commands';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { EventStore } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { planStream } from '@gym/modules/membership/plans/plan-events';
import { planDecider } from '@gym/modules/membership/plans/plan-decider';
import { projectors } from '@gym/projection-service/projectors';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';

/**
 * Desk commands with the fields a property test does not vary filled in, so each test shows only what it draws.
 * They run the real command handlers against the real event store of the context.
 */

/** A member profile with only the required fields (and what the test gives). */
export function plainProfile(
  options: { female?: boolean; nationality?: string | null; phone?: string } = {},
): MemberProfile {
  return {
    firstName: 'A',
    lastName: 'B',
    phone: options.phone ?? '+97455000000',
    gender: options.female ? 'female' : 'male',
    email: null,
    nationality: options.nationality ?? null,
    address: null,
    dateOfBirth: null,
    weight: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
    nameArabic: null,
    qatarId: null,
    preferredLanguage: null,
  };
}

/** What a membership sale of the property tests names: the invoice and member ids besides its terms. */
export interface MembershipSale {
  invoiceId: string;
  memberId: string;
  planId: string;
  registrationType: RegistrationType;
  amount: number;
  day: string;
  dueDate: string;
  paid: boolean;
}

/** A membership sale: the membership invoice, paid at once in cash when `paid`. */
export async function sellMembership(context: CommandContext, sale: MembershipSale) {
  return issueInvoice(context, {
    invoiceId: sale.invoiceId,
    memberId: sale.memberId,
    type: 'membership',
    description: null,
    amount: sale.amount,
    issueDate: sale.day,
    dueDate: sale.dueDate,
    ptPackageId: null,
    payNow: sale.paid ? { paymentId: randomUUID(), method: 'cash', paymentDate: sale.day } : null,
    sale: { membershipId: randomUUID(), planId: sale.planId, registrationType: sale.registrationType, startDate: null },
  });
}

/** A payment on an invoice. */
export async function payInvoice(
  context: CommandContext,
  payment: { invoiceId: string; amount: number; method: PaymentMethod; day: string },
) {
  return runInvoiceCommand(context, payment.invoiceId, {
    type: 'RecordPayment',
    invoiceId: payment.invoiceId,
    paymentId: randomUUID(),
    amount: payment.amount,
    method: payment.method,
    paymentDate: payment.day,
    notes: null,
  });
}

/** A property run's start: an empty log and empty read tables, the store and every projector running on them. */
export async function freshProjectedLog(pool: Pool, options: { log: Logger; batchSize: number }) {
  // The log refuses TRUNCATE (append-only); a throw-away test database's owner lifts that for the reset only.
  await pool.query(`ALTER TABLE event_store.events DISABLE TRIGGER events_no_truncate;
    ALTER TABLE event_store.event_chain DISABLE TRIGGER event_chain_no_truncate;
    TRUNCATE event_store.events, event_store.event_chain;
    ALTER TABLE event_store.events ENABLE TRIGGER events_no_truncate;
    ALTER TABLE event_store.event_chain ENABLE TRIGGER event_chain_no_truncate;
    DELETE FROM projection.checkpoints; DROP SCHEMA read CASCADE; CREATE SCHEMA read`);
  const store = new PostgresEventStore({ pool, pollIntervalMs: 50 });
  const runner = new ProjectionRunner({ pool, store, projectors, log: options.log, batchSize: options.batchSize });
  await runner.start();
  return { store, runner };
}

/** An active monthly-billed plan with these terms and no features or classes. */
export function createPlan(
  context: CommandContext,
  plan: {
    planId: string;
    name: string;
    price: number;
    joiningFee: number;
    duration: number;
    durationUnit: 'months' | 'days';
  },
) {
  const { planId, ...terms } = plan;
  return executeCommand(
    context,
    streamCommand({
      streamId: planStream(planId),
      decider: planDecider,
      command: {
        type: 'CreatePlan',
        planId,
        terms: { ...terms, description: '', billingFrequency: 'monthly', features: [], allowedClasses: [] },
        active: true,
      },
      answer: () => ({}),
      replay: () => ({}),
    }),
  );
}

/** Refunds part of an invoice's first payment, if it has one. */
export async function refundFirstPayment(
  context: CommandContext,
  store: EventStore,
  refund: { invoiceId: string; amount: number; day: string },
) {
  const payment = (await store.readStream(`invoice-${refund.invoiceId}`)).events.find(
    (e) => e.type === 'PaymentRecorded',
  );
  if (!payment) return;
  await runInvoiceCommand(context, refund.invoiceId, {
    type: 'RefundPayment',
    invoiceId: refund.invoiceId,
    refundId: randomUUID(),
    paymentId: (payment.data as { paymentId: string }).paymentId,
    amount: refund.amount,
    refundDate: refund.day,
    reason: 'r',
  });
}

/** Voids an invoice. */
export function voidInvoice(context: CommandContext, invoiceId: string) {
  return runInvoiceCommand(context, invoiceId, { type: 'VoidInvoice', invoiceId, reason: 'v' });
}
