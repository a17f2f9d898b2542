import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate, paymentMethod, registrationType } from '@gym/events/catalogue/common-schemas';
import { language } from '@gym/kernel/contracts/language';

export const invoiceStream = (invoiceId: string) => `invoice-${invoiceId}`;
/** Invoice numbers are handed out in order from this stream (its version is the last number given). */
export const INVOICE_NUMBER_SEQUENCE = 'sequence-invoice-number';
/** The invoice number a desk reads out: `INV-000123` for the 123rd number of the sequence. */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

export const invoiceType = z.enum(['membership', 'PT', 'other']);
export type InvoiceType = z.infer<typeof invoiceType>;

export const InvoiceIssued = defineEvent(
  'InvoiceIssued',
  z.object({
    invoiceId: z.string(),
    number: z.string(),
    memberId: z.string(),
    type: invoiceType,
    description: z.string(),
    amount: dirhams,
    issueDate: localDate,
    dueDate: localDate,
    membershipPlanId: z.string().nullable(),
    registrationType: registrationType.nullable(),
    /** The personal-training package it bills, for type PT. */
    ptPackageId: z.string().nullable(),
  }),
  { description: 'An invoice was issued to a member: number, amount, description and due date.' },
);
/** Money received against an invoice (memberId repeated so projections can update the member in one statement). */
export const PaymentRecorded = defineEvent(
  'PaymentRecorded',
  z.object({
    invoiceId: z.string(),
    memberId: z.string(),
    paymentId: z.string(),
    amount: dirhams,
    method: paymentMethod,
    paymentDate: localDate,
    notes: z.string().nullable(),
  }),
  { description: 'A payment was taken on an invoice, with amount, method and date.' },
);
export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  z.object({
    invoiceId: z.string(),
    memberId: z.string(),
    refundId: z.string(),
    paymentId: z.string(),
    amount: dirhams,
    method: paymentMethod,
    refundDate: localDate,
    reason: z.string(),
  }),
  { description: 'A payment was refunded on an invoice, with amount, method and reason.' },
);
/** An invoice withdrawn with nothing left paid on it (never paid, or refunded in full); it no longer counts as owed. */
export const InvoiceVoided = defineEvent(
  'InvoiceVoided',
  z.object({ invoiceId: z.string(), memberId: z.string(), reason: z.string() }),
  { description: 'An invoice was voided, with the reason; it is owed no more.' },
);
/**
 * The invoice's receipt was queued to the member's e-mail (issue 46, item 7) as the marketing outbox entry
 * `messageId`, written in `language` (the member's). The outbox's own events say whether it went.
 */
export const ReceiptEmailed = defineEvent(
  'ReceiptEmailed',
  z.object({ invoiceId: z.string(), memberId: z.string(), messageId: z.string(), language }),
  { description: "An invoice's receipt was queued to the member's e-mail, in the member's language." },
);
export const InvoiceNumberAssigned = defineEvent(
  'InvoiceNumberAssigned',
  z.object({ number: z.string(), invoiceId: z.string() }),
  { description: 'The next invoice number was taken by an invoice (the number sequence stream).' },
);

export const invoiceEvents = [
  InvoiceIssued,
  PaymentRecorded,
  PaymentRefunded,
  InvoiceVoided,
  ReceiptEmailed,
  InvoiceNumberAssigned,
] as const;
export type InvoiceEvent = EventOf<(typeof invoiceEvents)[number]>;
