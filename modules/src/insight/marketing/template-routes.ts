import { z } from 'zod';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { saveRoutes } from './save-routes.js';
import { optOutFooter } from './campaign-run.js';
import { renderedMessage, template, templateInput, templatePreviewRequest } from './marketing-contracts.js';
import type { TemplateContent } from './marketing-contracts.js';
import { templateDecider } from './marketing-deciders.js';
import { templateStream } from './marketing-events.js';
import { listTemplates, readDeliverySettings, recipientOf } from './marketing-queries.js';
import { render } from './template-render.js';
import { memberRefusals } from '../../membership/members/public.js';

const tags = ['marketing'];

/** Message templates in English and Arabic with placeholders, and a preview for one member. */
export const templateRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMarketing' as const };

  app.get(
    '/api/marketing/templates',
    { config: view, schema: { tags, summary: 'Message templates', response: { 200: z.array(template) } } },
    () => listTemplates(deps.pool),
  );

  app.post(
    '/api/marketing/templates/preview',
    {
      config: view,
      schema: {
        tags,
        summary: 'A template filled for one member, as they would receive it',
        body: templatePreviewRequest,
        response: { 200: renderedMessage, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { template: t, memberId, language } = request.body;
      const member = await recipientOf(deps.pool, memberId);
      if (!member) throw memberRefusals.missing('not_found');
      const settings = await readDeliverySettings(deps.pool);
      const ar = language === 'ar';
      return {
        subject: t.channel === 'email' ? render(ar ? t.subjectAr : t.subjectEn, member, language) : '',
        body:
          render(ar ? t.bodyAr : t.bodyEn, member, language) +
          optOutFooter(t.channel, language, settings.publicUrl || 'https://your-gym', 'preview'),
        to: t.channel === 'email' ? member.email : member.phone,
      };
    },
  );

  const save = (templateId: string, content: TemplateContent, create: boolean) =>
    streamCommand({
      streamId: templateStream(templateId),
      decider: templateDecider,
      command: { type: 'SaveTemplate' as const, templateId, content, create },
      answer: () => ({}),
      replay: () => ({}),
    });

  saveRoutes(app, deps, { path: '/api/marketing/templates', noun: 'template', body: templateInput, save });
};
