import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { channel, memberConsent } from './marketing-contracts.js';
import type { Channel } from './marketing-contracts.js';
import { consentDecider } from './marketing-deciders.js';
import { consentStream } from './marketing-events.js';
import { consentHistory, optedOutChannels } from './marketing-queries.js';
import { memberRefusals, memberStream } from '../../membership/members/public.js';

const tags = ['marketing'];
/** Words that opt a member out by text reply (carriers' usual keywords, and Arabic). */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'إيقاف',
  'ايقاف',
  'الغاء',
  'إلغاء',
]);
const digits = (phone: string) => phone.replace(/\D/g, '');

const page = (title: string, text: string, form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
  `<h1>${title}</h1><p>${text}</p>${form}</body></html>`;

/**
 * Consent. Public: the e-mail's unsubscribe link (a page with one button, and RFC 8058 one-click POST; a GET alone
 * changes nothing, so link scanners do not unsubscribe anyone) and the STOP reply webhook of the SMS provider
 * (form-encoded `From` and `Body`, Twilio's shape; it needs `?key=` equal to `SMS_INBOUND_KEY`). Staff with
 * canEditMarketing record an opt-out or opt-in told at the desk. Every change is a consent event.
 */
export const consentRoutes: ModuleRoutes = async (app, { deps }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const optOut = (
    request: Parameters<typeof commandContext>[0],
    memberId: string,
    channels: Channel[],
    source: 'unsubscribe-link' | 'stop-reply',
    messageId: string | null,
  ) =>
    executeCommand(
      // The member acts through a link or a text reply, not as a signed-in user.
      { ...commandContext(request, deps), actor: { id: null, name: `Member (${source})` } },
      streamCommand({
        streamId: consentStream(memberId),
        decider: consentDecider,
        command: { type: 'OptOut' as const, memberId, channels, source, messageId },
        answer: () => ({}),
        replay: () => ({}),
      }),
    );

  const messageOf = async (messageId: string) => {
    const { rows } = await deps.pool.query<{ member_id: string; channel: Channel }>(
      'SELECT member_id, channel FROM read.marketing_messages WHERE message_id = $1',
      [messageId],
    );
    return rows[0] ?? null;
  };
  const params = z.object({ messageId: singleLine().min(1).max(100) });

  app.get(
    '/api/marketing/unsubscribe/:messageId',
    { config: { access: 'public' }, schema: { tags, summary: 'The unsubscribe page of an e-mail', params } },
    async (request, reply) => {
      const message = await messageOf(request.params.messageId);
      reply.type('text/html; charset=utf-8');
      if (!message) return reply.status(404).send(page('Link not recognised', 'This unsubscribe link is not valid.'));
      return page(
        'Unsubscribe',
        'Stop receiving these e-mails from the gym?',
        `<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    '/api/marketing/unsubscribe/:messageId',
    {
      config: { access: 'public' },
      schema: { tags, summary: "Unsubscribe (the page's button, or one-click)", params },
    },
    async (request, reply) => {
      const message = await messageOf(request.params.messageId);
      reply.type('text/html; charset=utf-8');
      if (!message) return reply.status(404).send(page('Link not recognised', 'This unsubscribe link is not valid.'));
      await optOut(request, message.member_id, [message.channel], 'unsubscribe-link', request.params.messageId);
      return page('Unsubscribed', 'You will not receive these e-mails any more.');
    },
  );

  app.post(
    '/api/marketing/inbound-sms',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Text replies from the SMS/WhatsApp provider (STOP opts out)',
        querystring: z.object({ key: singleLine().max(200).optional() }),
        body: z.object({ From: singleLine().max(60), Body: multiLine().max(2000) }).loose(),
      },
    },
    async (request, reply) => {
      const key = process.env.SMS_INBOUND_KEY;
      if (!key || request.query.key !== key) throw requestRefusals.problem(403, 'forbidden');
      const word = request.body.Body.trim().toUpperCase();
      reply.type('text/xml');
      if (!STOP_WORDS.has(word)) return '<Response/>';
      const from = request.body.From.replace(/^whatsapp:/, '');
      const { rows } = await deps.pool.query<{ member_id: string }>(
        `SELECT member_id FROM read.members WHERE NOT archived AND length($1) >= 7 AND
           right(regexp_replace(phone, '\\D', '', 'g'), 8) = right($1, 8)`,
        [digits(from)],
      );
      for (const row of rows) await optOut(request, row.member_id, ['sms', 'whatsapp'], 'stop-reply', null);
      return '<Response/>';
    },
  );

  const memberParams = z.object({ id: singleLine().min(1).max(100) });
  app.get(
    '/api/marketing/consent/:id',
    {
      config: { access: 'canViewMarketing' },
      schema: {
        tags,
        summary: 'Channels a member opted out of, and every consent change (when, channels, source, who)',
        params: memberParams,
        response: { 200: memberConsent },
      },
    },
    async (request) => {
      const [optedOut, history] = await Promise.all([
        optedOutChannels(deps.pool, request.params.id),
        consentHistory(deps.pool, request.params.id),
      ]);
      return { optedOut, history };
    },
  );

  app.post(
    '/api/marketing/consent/:id',
    {
      config: { access: 'canEditMarketing' },
      schema: {
        tags,
        summary: 'Record a member opting out of or back into channels',
        params: memberParams,
        body: z
          .object({ optOut: z.array(channel).default([]), optIn: z.array(channel).default([]) })
          // A change that names no channel would be answered as done while recording nothing.
          .refine((b) => b.optOut.length + b.optIn.length > 0, {
            message: 'Name at least one channel to opt out of or back into',
          })
          .refine((b) => !b.optOut.some((c) => b.optIn.includes(c)), {
            message: 'A channel cannot be opted out of and into at once',
          }),
        response: { 200: commandAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const memberId = request.params.id;
      const { optOut: out, optIn } = request.body;
      // Asked of the log, not the read model, so a member added a moment ago is already known.
      if ((await deps.store.streamVersion(memberStream(memberId))) === 0) throw memberRefusals.missing('not_found');
      const { position } = await executeCommand(commandContext(request, deps), {
        async plan(context) {
          const handler = streamCommand({
            streamId: consentStream(memberId),
            decider: {
              ...consentDecider,
              decide: (_c: null, state) => [
                ...consentDecider.decide(
                  { type: 'OptOut', memberId, channels: out, source: 'staff', messageId: null },
                  state,
                ),
                ...consentDecider.decide({ type: 'OptIn', memberId, channels: optIn }, state),
              ],
            },
            command: null,
            answer: () => ({}),
            replay: () => ({}),
          });
          return handler.plan(context);
        },
        replay: () => ({}),
      });
      return { id: memberId, position };
    },
  );
};
