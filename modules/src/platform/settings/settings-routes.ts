import type {} from '@fastify/multipart';
import { z } from 'zod';
import { readSettings } from './settings-queries.js';
import type { ModuleContext, ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import {
  DEFAULT_GYM_SETTINGS,
  gymSettings,
  gymSettingsInput,
  LOGO_MAX_BYTES,
  publicGymSettings,
  withDefaults,
} from './settings-contracts.js';
import type { GymSettings } from './settings-contracts.js';
import { sniffImageType, storeUpload } from '../files/public.js';
import { runSettingsCommand } from './settings-commands.js';

export async function currentSettings(deps: Pick<ModuleContext, 'pool'>): Promise<GymSettings> {
  return withDefaults((await readSettings(deps.pool)) ?? DEFAULT_GYM_SETTINGS);
}

export const settingsRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Name, logo and default language, for the sign-in screen',
        response: { 200: publicGymSettings },
      },
    },
    async () => {
      const { name, logo, defaultLanguage } = await currentSettings(deps);
      return { name, logo, defaultLanguage };
    },
  );

  app.get(
    '/api/settings',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['settings'], summary: 'Gym settings', response: { 200: gymSettings } },
    },
    () => currentSettings(deps),
  );

  app.put(
    '/api/settings',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['settings'],
        summary: 'Change the gym settings',
        body: gymSettingsInput,
        response: { 200: commandAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { id, position } = await runSettingsCommand(commandContext(request, deps), {
        type: 'ChangeSettings',
        settings: request.body,
      });
      return { id, position };
    },
  );

  app.post(
    '/api/settings/logo',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['settings'],
        summary: 'Upload the logo (multipart field "logo": PNG, JPEG or WebP, at most 1 MB)',
        response: {
          200: z.object({ logo: z.string(), position: z.number() }),
          400: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
        },
      },
    },
    async (request) => {
      const { url: logo, context } = await storeUpload(request, deps, {
        field: 'logo',
        maxBytes: LOGO_MAX_BYTES,
        typeOf: sniffImageType,
        access: 'public',
      });
      const { position } = await runSettingsCommand(context, { type: 'ChangeLogo', logo });
      return { logo, position };
    },
  );

  app.delete(
    '/api/settings/logo',
    {
      config: { access: 'canManageSettings' },
      schema: { tags: ['settings'], summary: 'Remove the logo', response: { 200: commandAnswer } },
    },
    async (request) => {
      const { id, position } = await runSettingsCommand(commandContext(request, deps), {
        type: 'ChangeLogo',
        logo: '',
      });
      return { id, position };
    },
  );
};
