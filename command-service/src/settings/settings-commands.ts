import { GYM_SETTINGS_STREAM } from '@gym/events/settings/settings-events';
import { executeCommand } from '../commands/execute-command.js';
import type { CommandContext } from '../commands/execute-command.js';
import { streamCommand } from '../commands/stream-command.js';
import { settingsDecider } from './settings-decider.js';
import type { SettingsCommand } from './settings-decider.js';

export function runSettingsCommand(context: CommandContext, command: SettingsCommand) {
  return executeCommand(
    context,
    streamCommand({
      store: context.store,
      streamId: GYM_SETTINGS_STREAM,
      decider: settingsDecider,
      command,
      answer: () => ({ id: GYM_SETTINGS_STREAM }),
      replay: () => ({ id: GYM_SETTINGS_STREAM }),
    }),
  );
}
