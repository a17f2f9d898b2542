import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What invoices, payments and refunds refuse (issue 46, item 4). Amounts are `…Qar` values in QAR. */
export const billingRefusals = defineRefusals('billing', {
  exists: 'This invoice already exists.',
  negative: 'An invoice cannot be negative.',
  due_before_issue: 'The due date cannot be before the invoice date.',
  not_found: 'Invoice not found',
  not_found_as_of: 'Invoice as of that instant not found',
  plan_not_found: 'Membership plan not found',
  voided: 'Invoice {invoice} was voided.',
  paid: 'Invoice {invoice} is already paid.',
  has_payments: 'Invoice {invoice} has payments: refund them before voiding it.',
  payment_not_positive: 'A payment must be more than 0.',
  overpayment: 'A payment of {amountQar} is more than the {owedQar} still owed on invoice {invoice}.',
  payment_date_future: 'The payment date cannot be in the future',
  payment_not_found: 'Payment not found',
  payment_not_on_invoice: 'Payment not found on this invoice',
  refund_not_positive: 'A refund must be more than 0.',
  refundable: 'At most {refundableQar} of this payment can still be refunded.',
  cursor: 'Unknown cursor: start again from the first page',
  receipt_no_email: '{name} has no e-mail address to send the receipt to.',
  receipt_opted_out: '{name} opted out of e-mail messages, so the receipt cannot be e-mailed.',
});
