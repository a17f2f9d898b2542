import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { deliverySettings } from './marketing-contracts.js';
import { deliverySettingsDecider } from './marketing-deciders.js';
import { DELIVERY_SETTINGS_STREAM } from './marketing-events.js';
import { readDeliverySettings } from './marketing-queries.js';

const tags = ['marketing'];

/**
 * Delivery settings (quiet hours, daily cap, SMTP server, SMS/WhatsApp provider): read with canViewMarketing,
 * changed with canManageSettings (they are gym settings). Passwords and tokens are not settings: they come from the
 * environment and never enter the log.
 */
export const deliverySettingsRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/marketing/delivery-settings',
    {
      config: { access: 'canViewMarketing' },
      schema: { tags, summary: 'Delivery settings', response: { 200: deliverySettings } },
    },
    () => readDeliverySettings(deps.pool),
  );

  app.put(
    '/api/marketing/delivery-settings',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags,
        summary: 'Change the delivery settings',
        body: deliverySettings,
        response: { 200: commandAnswer, 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: DELIVERY_SETTINGS_STREAM,
          decider: deliverySettingsDecider,
          command: { type: 'ChangeDeliverySettings' as const, settings: request.body },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return { id: 'delivery-settings', position };
    },
  );
};
