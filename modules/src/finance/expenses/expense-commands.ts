import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState, streamCommand } from '@gym/kernel/commands/stream-command';
import { EXPENSE_SETTINGS_STREAM, expenseStream } from './expense-events.js';
import { expenseDecider } from './expense-decider.js';
import type { ExpenseCommand, ExpenseState, ExpenseStatus } from './expense-decider.js';
import { expenseSettingsDecider } from './expense-settings-decider.js';
import type { ExpenseSettingsCommand, ExpenseSettingsState } from './expense-settings-decider.js';

type RecordRequest = Omit<Extract<ExpenseCommand, { type: 'RecordExpense' }>, 'type' | 'settings'>;

/** The categories and threshold in force (the seeded defaults until someone changes them). */
export async function loadExpenseSettings(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
): Promise<ExpenseSettingsState> {
  return (await loadState(context, EXPENSE_SETTINGS_STREAM, expenseSettingsDecider)).state;
}

const answerOf = (expenseId: string, state: ExpenseState): { id: string; status: ExpenseStatus } => ({
  id: expenseId,
  status: state.status,
});

/** Records an expense on a new stream, against the categories and threshold in force now. */
export function recordExpense(context: CommandContext, request: RecordRequest) {
  const streamId = expenseStream(request.expenseId);
  const load = () => loadState(context, streamId, expenseDecider);
  return executeCommand(context, {
    async plan() {
      const settings = await loadExpenseSettings(context);
      const events = expenseDecider.decide(
        { type: 'RecordExpense', ...request, settings },
        expenseDecider.initialState(),
      );
      return {
        appends: [{ streamId, expectedVersion: 'no_stream', events }],
        answer: answerOf(request.expenseId, events.reduce(expenseDecider.evolve, expenseDecider.initialState())),
      };
    },
    replay: async () => answerOf(request.expenseId, (await load()).state),
  });
}

/** Approve, reject or void an expense; a busy expense decides again a few times. */
export function runExpenseCommand(
  context: CommandContext,
  command: Exclude<ExpenseCommand, { type: 'RecordExpense' }>,
) {
  const streamId = expenseStream(command.expenseId);
  const load = () => loadState(context, streamId, expenseDecider);
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const { state, version } = await load();
      const events = expenseDecider.decide(command, state);
      return {
        appends: [{ streamId, expectedVersion: version, events }],
        answer: answerOf(command.expenseId, events.reduce(expenseDecider.evolve, state)),
      };
    },
    replay: async () => answerOf(command.expenseId, (await load()).state),
  });
}

export function changeExpenseSettings(context: CommandContext, command: ExpenseSettingsCommand) {
  return executeCommand(
    context,
    streamCommand({
      streamId: EXPENSE_SETTINGS_STREAM,
      decider: expenseSettingsDecider,
      command,
      answer: () => ({ id: EXPENSE_SETTINGS_STREAM }),
      replay: () => ({ id: EXPENSE_SETTINGS_STREAM }),
    }),
  );
}
