import { executeCommand } from '@gym/kernel/commands/execute-command';
import { loadState, streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { ZodError } from 'zod';
import { checkSmtpServer, OutgoingRefused } from './channels/outgoing-address.js';
import { deliverySecrets, sendTestMessage } from './delivery-test.js';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliverySettings,
  deliverySettingsView,
  deliveryTestAnswer,
  deliveryTestRequest,
} from './marketing-contracts.js';
import { deliverySettingsDecider } from './marketing-deciders.js';
import { DELIVERY_SETTINGS_STREAM } from './marketing-events.js';
import { gymFacts, readDeliverySettings } from './marketing-queries.js';
import type { DeliverySettings } from './marketing-contracts.js';

const tags = ['marketing'];

/**
 * Refuses, as a 400 naming the field, an SMTP server outgoing mail may not use (outgoing-address.ts): this computer
 * or a private network unless GYM_ALLOW_LOCAL_SMTP=1, ports other than SMTP's. A name that does not resolve now is
 * saved (the network may be down); every connection checks again.
 */
async function refuseInternalServer(settings: DeliverySettings): Promise<void> {
  if (!settings.smtpHost) return;
  try {
    await checkSmtpServer(settings.smtpHost, settings.smtpPort);
  } catch (error) {
    if (!(error instanceof OutgoingRefused)) return;
    throw new ZodError([{ code: 'custom', path: [error.field], message: error.message }]);
  }
}

/**
 * Delivery settings (quiet hours, daily cap, SMTP server, SMS/WhatsApp provider): read with canViewMarketing,
 * changed with canManageSettings (they are gym settings). Passwords and tokens are not settings: they come from the
 * environment and never enter the log or an answer: the GET says only whether each is set, and under which name.
 * A test message (canManageSettings) goes through the saved settings and answers what happened, a refusal included.
 * An SMTP server on this computer or a private network, or on a port other than SMTP's, is refused when saved and
 * again when connecting (outgoing-address.ts), unless GYM_ALLOW_LOCAL_SMTP=1 allows a local relay.
 */
export const deliverySettingsRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/marketing/delivery-settings',
    {
      config: { access: 'canViewMarketing' },
      schema: {
        tags,
        summary: 'Delivery settings, and which secrets the environment provides (never their values)',
        response: { 200: deliverySettingsView },
      },
    },
    async () => ({ ...(await readDeliverySettings(deps.pool)), secrets: deliverySecrets() }),
  );

  // A POST that records nothing: the message goes to an address typed in, not to a member.
  app.post(
    '/api/marketing/delivery-settings/test',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags,
        summary: 'Send a test message through the saved delivery settings',
        body: deliveryTestRequest,
        response: { 200: deliveryTestAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      // From the log, not the read table: a test right after saving goes through what was just saved.
      const [{ state }, gym] = await Promise.all([
        loadState(deps, DELIVERY_SETTINGS_STREAM, deliverySettingsDecider),
        gymFacts(deps.pool),
      ]);
      const settings = { ...DEFAULT_DELIVERY_SETTINGS, ...state.settings };
      const sentBy = request.auth?.user?.name ?? 'an administrator';
      return sendTestMessage(settings, request.body, { gymName: gym.name, sentBy }, deps.log);
    },
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
      await refuseInternalServer(request.body);
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
