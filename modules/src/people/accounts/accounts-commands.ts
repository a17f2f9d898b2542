import { ACCOUNTS_STREAM } from './account-events.js';
import type { AccountEvent } from './account-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext, Executed } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { accountsDecider } from './accounts-decider.js';
import type { AccountsCommand } from './accounts-decider.js';

/** The id a command acted on: the created user or role, else the one named in the command. */
function idOf(events: readonly Pick<AccountEvent, 'data'>[], command: AccountsCommand): string | number {
  const data = events[0]?.data as { userId?: number; roleId?: string } | undefined;
  if (data?.userId !== undefined) return data.userId;
  if (data?.roleId !== undefined) return data.roleId;
  if ('userId' in command) return command.userId;
  if ('roleId' in command) return command.roleId;
  return ACCOUNTS_STREAM;
}

/** Runs a command on the `accounts` stream through the command pipeline. */
export function runAccountsCommand(
  context: CommandContext,
  command: AccountsCommand,
): Promise<Executed<{ id: string | number; events: readonly AccountEvent[] }>> {
  return executeCommand(
    context,
    streamCommand({
      streamId: ACCOUNTS_STREAM,
      decider: accountsDecider,
      command,
      answer: (events) => ({ id: idOf(events, command), events }),
      replay: (stored: readonly RecordedEvent[]) => {
        const events = stored.map((e) => ({ type: e.type, data: e.data }) as AccountEvent);
        return { id: idOf(events, command), events };
      },
    }),
  );
}
