import { randomUUID } from 'node:crypto';
import type { EventStore } from '@gym/events/store/event-store';
import { expenseStream } from '@gym/modules/finance/expenses/public';

/**
 * A cash expense paid out of the till, as the expenses area publishes it (`ExpensePaid`, its public contract). Its
 * HTTP routes are not on main yet, so tests of the till append the published event themselves.
 */
export async function recordCashExpense(
  store: EventStore,
  amount: number,
  at: Date,
  day = at.toISOString().slice(0, 10),
) {
  const expenseId = randomUUID();
  await store.appendToStreams(
    [
      {
        streamId: expenseStream(expenseId),
        expectedVersion: 'no_stream',
        events: [
          {
            type: 'ExpensePaid',
            schemaVersion: 1,
            data: { expenseId, category: 'maintenance', vendor: 'Plumber', amount, method: 'cash', paidOn: day },
          },
        ],
      },
    ],
    {
      metadata: {
        actorId: null,
        actorName: 'Reception',
        correlationId: randomUUID(),
        causationId: null,
        commandId: randomUUID(),
        at: at.toISOString(),
      },
    },
  );
  return expenseId;
}
