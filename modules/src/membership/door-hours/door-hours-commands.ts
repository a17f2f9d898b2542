import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { DOOR_HOURS_STREAM } from './door-hours-events.js';
import { doorHoursDecider } from './door-hours-decider.js';
import type { DoorHoursCommand } from './door-hours-decider.js';

export function runDoorHoursCommand(context: CommandContext, command: DoorHoursCommand) {
  return executeCommand(
    context,
    streamCommand({
      streamId: DOOR_HOURS_STREAM,
      decider: doorHoursDecider,
      command,
      answer: () => ({ id: DOOR_HOURS_STREAM }),
      replay: () => ({ id: DOOR_HOURS_STREAM }),
    }),
  );
}
