import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { loadState, streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { idParams } from '@gym/kernel/contracts/text';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { saveFile, sniffImageType, storeUpload } from '../../platform/files/public.js';
import { loadMember } from '../members/public.js';
import {
  SIGNATURE_MAX_BYTES,
  SIGNING_FIELDS,
  contractTerms,
  memberContract,
  publishTermsRequest,
} from './contract-contracts.js';
import type { HealthDeclaration } from './contract-contracts.js';
import { contractDecider } from './contract-decider.js';
import type { ContractCommand } from './contract-decider.js';
import { TERMS_STREAM, memberContractStream } from './contract-events.js';
import { currentTermsVersion, findContractMember, findSignedContract, findTerms } from './contract-queries.js';
import { contractRefusals } from './contract-refusals.js';
import { declarationKey } from './declaration-file.js';

type Signing = Omit<Extract<ContractCommand, { type: 'AcceptTerms' }>, 'member'>;

/** The version and the answers a signing form sends before its signature, refused unless well formed. */
function signingFields(fields: Readonly<Record<string, string>>): { termsVersion: number; answers: boolean[] } {
  const version = fields[SIGNING_FIELDS.termsVersion] ?? '';
  if (!/^[1-9]\d{0,5}$/.test(version)) throw contractRefusals.invalid('version_form');
  let answers: unknown;
  try {
    answers = JSON.parse(fields[SIGNING_FIELDS.answers] ?? '');
  } catch {
    answers = null;
  }
  const parsed = z.array(z.boolean()).max(50).safeParse(answers);
  if (!parsed.success) throw contractRefusals.invalid('answers_form');
  return { termsVersion: Number(version), answers: parsed.data };
}

/** The signing decided on the terms stream and the member's state; appended to the member's contract stream. */
function acceptTerms(signing: Signing): CommandHandler<{ id: string }> {
  return {
    async plan(context) {
      const [terms, member, signings] = await Promise.all([
        loadState(context, TERMS_STREAM, contractDecider),
        loadMember(context, signing.memberId),
        context.store.streamVersion(memberContractStream(signing.memberId)),
      ]);
      const events = contractDecider.decide(
        { ...signing, member: { registered: member.state.registered, archived: member.state.archived } },
        terms.state,
      );
      // A member may sign again (a new membership, new terms): each signing is its own event on this stream, appended
      // at the version read, so two signings at once are decided one after the other. The terms the page loaded are
      // the version it sends: a version replaced since is refused (contract.superseded_version).
      return {
        appends: [{ streamId: memberContractStream(signing.memberId), expectedVersion: signings, events }],
        answer: { id: signing.memberId },
      };
    },
    replay: () => ({ id: signing.memberId }),
  };
}

const fileIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export const contractRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/contract-terms',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['contracts'],
        summary: 'The membership terms in force, or the version named',
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
        response: { 200: contractTerms.nullable() },
      },
    },
    (request) => findTerms(deps.pool, request.query.version),
  );

  app.post(
    '/api/contract-terms',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['contracts'],
        summary: 'Publish a new version of the membership terms and health declaration',
        description: 'A published version never changes: this appends the next one.',
        body: publishTermsRequest,
        response: { 201: commandAnswer, 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const { position, version } = await executeCommand(
        context,
        streamCommand({
          streamId: TERMS_STREAM,
          decider: contractDecider,
          command: {
            type: 'PublishTerms',
            ...request.body,
            publishedAt: context.now.toISOString(),
            byUserId: context.actor.id,
          },
          answer: (events) => ({
            version: events[0]!.type === 'MembershipTermsPublished' ? events[0]!.data.version : 0,
          }),
          replay: (stored) => ({
            version: Number((stored[0]?.data as { version?: number } | undefined)?.version ?? 0),
          }),
        }),
      );
      return reply.status(201).send({ id: version, position });
    },
  );

  app.get(
    '/api/members/:id/contract',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['contracts'],
        summary: "A member's contract: the member and membership, the latest signing, the terms version in force",
        params: idParams,
        response: { 200: memberContract },
      },
    },
    async (request) => ({
      member: await findContractMember(deps.pool, request.params.id),
      signed: await findSignedContract(deps.pool, request.params.id),
      currentVersion: await currentTermsVersion(deps.pool),
    }),
  );

  app.post(
    '/api/members/:id/contract',
    {
      config: { access: 'canEditMembers' },
      schema: {
        tags: ['contracts'],
        summary:
          'Sign the membership contract (multipart: fields "termsVersion" and "answers" (JSON yes/no list), then ' +
          'the file "signature": a PNG, at most 1 MB)',
        description:
          'The signature and the health answers are stored as files outside the event log, served only to ' +
          'canEditMembers; the event records who, when, which version, and whether any answer was yes.',
        params: idParams,
        response: {
          201: commandAnswer,
          400: errorAnswer,
          404: errorAnswer,
          409: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
        },
      },
    },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const memberId = request.params.id;
      let fields = { termsVersion: 0, answers: [] as boolean[] };
      const signing = (context: Pick<CommandContext, 'actor' | 'now'>, signatureFileId: string): Signing => ({
        type: 'AcceptTerms',
        memberId,
        ...fields,
        signatureFileId,
        signedAt: context.now.toISOString(),
        byUserId: context.actor.id,
      });
      const { url, context } = await storeUpload(request, deps, {
        field: 'signature',
        maxBytes: SIGNATURE_MAX_BYTES,
        typeOf: (bytes) => (sniffImageType(bytes) === 'image/png' ? 'image/png' : null),
        access: 'canEditMembers',
        // Decided once before anything is stored, so a refused signing leaves no signature behind.
        async check(sent) {
          fields = signingFields(sent);
          const probe = { ...commandContext(request, deps), idempotencyKey: undefined, request: undefined };
          await acceptTerms(signing(probe, 'not-stored-yet')).plan(probe);
        },
      });
      const signatureFileId = fileIdOf(url);
      const declaration: HealthDeclaration = { termsVersion: fields.termsVersion, answers: fields.answers };
      await saveFile(deps.pool, {
        contentType: 'application/json',
        bytes: Buffer.from(JSON.stringify(declaration)),
        access: 'canEditMembers',
        uploadedBy: context.actor.id,
        idempotencyKey: declarationKey(signatureFileId),
      });
      const { position } = await executeCommand(context, acceptTerms(signing(context, signatureFileId)));
      return reply.status(201).send({ id: memberId, position });
    },
  );
};
