import { GYM_SETTINGS_STREAM } from './settings-events.js';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { settingsDecider } from './settings-decider.js';
import type { SettingsCommand } from './settings-decider.js';

export function runSettingsCommand(context: CommandContext, command: SettingsCommand) {
  return executeCommand(
    context,
    streamCommand({
      streamId: GYM_SETTINGS_STREAM,
      decider: settingsDecider,
      command,
      answer: () => ({ id: GYM_SETTINGS_STREAM }),
      replay: () => ({ id: GYM_SETTINGS_STREAM }),
    }),
  );
}
