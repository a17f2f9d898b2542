import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { commandContext } from '@gym/kernel/http/request-context';
import { languageChoice } from '@gym/modules/people/accounts/auth-contracts';
import { runAccountsCommand } from '@gym/modules/people/accounts/public';
import type { AppContext } from '../app/app-context.js';
import { signedIn } from './authentication.js';

/**
 * Every signed-in user chooses the language the app speaks to them (issue 46): an event on their account
 * (`UserLanguageChosen`), so the choice follows them to any desk and the Audit trail shows it. The session's cached
 * user is dropped, so the next `GET /api/auth/me` answers with the new language.
 */
export const ownLanguageRoutes: FastifyPluginAsyncZod<{ deps: AppContext }> = async (app, { deps }) => {
  app.put(
    '/api/auth/language',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Choose the language the app speaks to you (any signed-in user)',
        body: languageChoice,
        response: { 200: commandAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const user = signedIn(request).user;
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'ChooseLanguage',
        userId: user.id,
        language: request.body.language,
      });
      deps.authenticator.forgetUser(user.id);
      return { id, position };
    },
  );
};
