import { deriveEntityId } from '@gym/events/store/ids';
import { commandRefusals } from '@gym/kernel/contracts/common-contracts';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { idParams } from '@gym/kernel/contracts/text';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { firstNameFor, memberReach, queueDirectMessage } from '../../insight/marketing/public.js';
import { billingRefusals } from './billing-refusals.js';
import { receiptEmailedAnswer } from './invoice-contracts.js';
import { invoiceDecider } from './invoice-decider.js';
import { invoiceStream } from './invoice-events.js';
import { findInvoice } from './invoices-queries.js';
import { receiptEmail } from './receipt-email.js';

/**
 * E-mails an invoice's receipt to its member (issue 46, item 7) through the marketing outbox, the way reminders go.
 * Access: canEditFinancials, the flag that takes payments, since sending a receipt is part of taking one (the desk
 * sends it right after a payment) and, like a payment, writes to the invoice; and the receipt's content is what
 * canViewFinancials reads on the receipt page, so a role without that flag is refused too.
 */
export const receiptEmailRoutes: ModuleRoutes = async (app, { deps }) => {
  app.post(
    '/api/invoices/:id/email-receipt',
    {
      config: { access: 'canEditFinancials' },
      schema: {
        tags: ['billing'],
        summary:
          "Queue the invoice's receipt to the member's e-mail in the member's language (refused when the member has no " +
          'e-mail address or opted out of e-mail)',
        params: idParams,
        response: { 201: receiptEmailedAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      if (!signedIn(request).user.permissions.canViewFinancials) throw requestRefusals.problem(403, 'forbidden');
      const context = commandContext(request, deps);
      const messageId = deriveEntityId(context.idempotencyKey, 'receipt-email');
      const invoiceId = request.params.id;
      const result = await executeCommand(context, {
        async plan(ctx) {
          const invoice = await loadState(ctx, invoiceStream(invoiceId), invoiceDecider);
          if (!invoice.state.issued) throw billingRefusals.missing('not_found');
          const [reach, view] = await Promise.all([
            memberReach(ctx, deps.pool, invoice.state.memberId, 'email'),
            findInvoice(deps.pool, invoiceId, await deps.calendar.today()),
          ]);
          // The read model has not caught up with the invoice or its member yet: as if it were not there.
          if (!reach || !view) throw billingRefusals.missing('not_found');
          const { style } = reach;
          const events = invoiceDecider.decide(
            {
              type: 'EmailReceipt',
              invoiceId,
              messageId,
              member: { name: reach.recipient.name, email: reach.to, optedOut: reach.optedOut },
              language: style.language,
            },
            invoice.state,
          );
          const text = receiptEmail(
            {
              number: view.number,
              description: view.description,
              issueDate: view.issueDate,
              amount: view.amount,
              paid: view.paidAmount,
              balance: view.dueAmount,
              payments: view.payments,
              firstName: firstNameFor(reach.recipient, style.language),
              gymName: reach.recipient.gymName,
            },
            style,
          );
          const message = await queueDirectMessage(
            ctx,
            deps.pool,
            {
              messageId,
              memberId: invoice.state.memberId,
              channel: 'email',
              about: invoiceId,
              language: style.language,
              ...text,
            },
            `http://${request.headers.host ?? 'localhost'}`,
          );
          return {
            appends: [{ streamId: invoiceStream(invoiceId), expectedVersion: invoice.version, events }, message],
            answer: { id: messageId, language: style.language },
          };
        },
        replay: (stored) => {
          const emailed = stored.find((e) => e.type === 'ReceiptEmailed');
          const data = emailed?.data as { messageId: string; language: 'en' | 'ar' } | undefined;
          return { id: data?.messageId ?? messageId, language: data?.language ?? 'en' };
        },
      });
      return reply.status(201).send(result);
    },
  );
};
