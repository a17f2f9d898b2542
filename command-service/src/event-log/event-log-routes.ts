import { z } from 'zod';
import { recordInstant } from '@gym/kernel/contracts/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { exportLines } from '@gym/events/export/ndjson-export';
import { sealEvents, verifyEventChain } from '@gym/events/postgres/event-chain';
import { upcastMetadata } from '@gym/events/store/envelope';
import type { EventMetadata } from '@gym/events/store/envelope';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import {
  chainReport,
  eventCatalogueAnswer,
  eventChanges,
  eventLogPage,
  eventLogQuery,
} from '@gym/kernel/contracts/event-log-contracts';
import type { EventLogQuery, LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { signedIn } from '@gym/kernel/http/request-auth';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import type { Pool } from 'pg';
import type { AppContext } from '../app/app-context.js';
import { eventAccessOf } from './event-access.js';
import type { EventAccess } from './event-access.js';
import { withSubjectNames } from './subject-names.js';
import { eventChangesAt } from './event-changes.js';
import { defineRefusals } from '@gym/kernel/commands/refusal-codes';
import type { FastifyReply } from 'fastify';

interface Row {
  position: string;
  event_id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  stream_version: number;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * The log as a product (issue 13): `GET /api/events`, every event a user may read with who, when, from where and in
 * words; `GET /api/events/catalogue`, every event type with its version, fields and meaning. Reads the PostgreSQL
 * log table directly (keyset on the global position); on KurrentDB it answers 501.
 */

const eventLogRefusals = defineRefusals('event_log', {
  event: 'Event not found',
  kurrentdb: 'The event log API reads the PostgreSQL log; this system keeps its log in KurrentDB.',
});

/** 501: the event log's routes read PostgreSQL's table; a gym on KurrentDB reads its log with KurrentDB's tools. */
function notOnKurrentDb(reply: FastifyReply) {
  const { code, message } = eventLogRefusals.problem(400, 'kurrentdb');
  return reply.code(501).send({ statusCode: 501, error: 'Not Implemented', code, message });
}

export const eventLogRoutes: FastifyPluginAsyncZod<{ deps: AppContext; modules: readonly ModuleManifest[] }> = async (
  app,
  { deps, modules },
) => {
  const access = eventAccessOf(modules, deps.catalogue);

  app.get(
    '/api/events',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['event log'],
        summary:
          'The event log, newest first: filters by stream, stream kind, type, actor, time, correlation id and free ' +
          'text. Only the event types the reader may see (money: canViewFinancials; members: canViewMembers; ' +
          "accounts, roles, settings: canManageSettings), without personal fields the reader's role could not see",
        querystring: eventLogQuery,
        response: { 200: eventLogPage, 501: errorAnswer },
      },
    },
    async (request, reply) => {
      if (deps.store.name !== 'postgres') {
        return notOnKurrentDb(reply);
      }
      const { permissions } = signedIn(request).user;
      const readable = access.readableTypes(permissions);
      const rows = await queryLog(deps.pool, request.query, readable, access.withheldFields(permissions));
      return {
        data: await withSubjectNames(
          deps.pool,
          rows.map((row) => toLogged(row, access, permissions)),
        ),
        nextBefore: rows.length === request.query.limit ? Number(rows.at(-1)!.position) : null,
      };
    },
  );

  app.get(
    '/api/events/:position/changes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['event log'],
        summary:
          'The fields one event changed on its record, each with its value before and after (compared with the ' +
          "earlier events of the same stream that hold every one of this event's fields)",
        params: z.object({ position: z.coerce.number().int().positive() }),
        response: { 200: eventChanges, 404: errorAnswer, 501: errorAnswer },
      },
    },
    async (request, reply) => {
      if (deps.store.name !== 'postgres') {
        return notOnKurrentDb(reply);
      }
      const { permissions } = signedIn(request).user;
      const changes = await eventChangesAt(deps.pool, access, permissions, request.params.position);
      if (!changes) throw eventLogRefusals.missing('event');
      return changes;
    },
  );

  app.get(
    '/api/events/export',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['event log'],
        summary:
          'The whole log (or the events decided in [from, to)) as NDJSON, one event a line with position, stream, ' +
          'type, schema version, data and metadata, streamed in constant memory',
        querystring: z.object({
          from: recordInstant().optional(),
          to: recordInstant().optional(),
        }),
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="events.ndjson"')
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(exportLines(deps.store, request.query)));
    },
  );

  app.get(
    '/api/events/verify',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['event log'],
        summary:
          "Checks the log's hash chain (sealing what is pending first) and names the first event altered, removed or " +
          'inserted',
        response: { 200: chainReport, 501: errorAnswer },
      },
    },
    async (_request, reply) => {
      if (deps.store.name !== 'postgres') {
        return notOnKurrentDb(reply);
      }
      await sealEvents(deps.pool);
      const report = await verifyEventChain(deps.pool);
      return { ...report, problems: [...report.problems] };
    },
  );

  app.get(
    '/api/events/catalogue',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['event log'],
        summary: 'Every event type with its schema version, fields (JSON Schema from the zod schema) and meaning',
        response: { 200: eventCatalogueAnswer },
      },
    },
    async () => ({
      events: deps.catalogue.definitions.map((definition) => ({
        type: definition.type,
        version: definition.version,
        module: access.moduleOf(definition.type) ?? 'unknown',
        description: definition.description ?? '',
        access: access.access(definition.type),
        fields: z.toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }),
      })),
    }),
  );
};

/**
 * One page of the log. Free text and amounts (`q`) match only what the reader may see (issue 43, item 3): for a
 * reader from whom some types' personal fields are withheld, an event of such a type must also match without those
 * keys (`data - keys`, the keys `visibleData` leaves out), so a hidden salary, IBAN or QID cannot be found a character
 * at a time. The stored data is matched first, as for everyone: a reader who may see every field runs the very same
 * query as before, and for the others only the rows that matched and are of a type with withheld fields pay for the
 * second look. The keys are parameters of a plain CASE (no subquery), so the scan stays parallel.
 */
async function queryLog(
  pool: Pool,
  query: EventLogQuery,
  readable: readonly string[],
  withheld: Readonly<Record<string, readonly string[]>>,
): Promise<Row[]> {
  const types = query.type ? query.type.split(',').map((t) => t.trim()) : null;
  const amount = query.q && /^\d+(\.\d{1,2})?$/.test(query.q) ? Math.round(Number(query.q) * 100) : null;
  const matches = (data: string) =>
    `(${data}::text ILIKE '%' || $10 || '%'
      OR ($11::bigint IS NOT NULL AND ${data} @> jsonb_build_object('amount', $11::bigint)))`;
  // $13: the types with withheld keys; then each such type and its keys.
  const restricted = Object.entries(withheld);
  const visible = `(CASE e.type ${restricted
    .map((_, i) => `WHEN $${14 + 2 * i}::text THEN e.data - $${15 + 2 * i}::text[]`)
    .join(' ')} END)`;
  const { rows } = await pool.query<Row>(
    `SELECT e.position::text AS position, e.event_id, e.type, e.schema_version, e.stream_id, e.stream_version,
            e.data, e.metadata
     FROM event_store.events e
     WHERE e.type = ANY($1::text[])
       AND ($2::bigint IS NULL OR e.position < $2)
       AND ($3::text IS NULL OR e.stream_id = $3)
       AND ($4::text IS NULL OR e.stream_id LIKE $4 || '-%')
       AND ($5::text[] IS NULL OR e.type = ANY($5))
       AND ($6::text IS NULL OR e.metadata->>'actorId' = $6 OR e.metadata->>'actorUsername' = $6)
       AND ($7::timestamptz IS NULL OR (e.metadata->>'at')::timestamptz >= $7)
       AND ($8::timestamptz IS NULL OR (e.metadata->>'at')::timestamptz < $8)
       AND ($9::text IS NULL OR e.metadata->>'correlationId' = $9)
       AND ($10::text IS NULL OR ${matches('e.data')})
       ${restricted.length ? `AND ($10::text IS NULL OR e.type <> ALL($13::text[]) OR ${matches(visible)})` : ''}
     ORDER BY e.position DESC
     LIMIT $12`,
    [
      readable,
      query.before ?? null,
      query.stream ?? null,
      query.streamKind ?? null,
      types,
      query.actor ?? null,
      query.from ?? null,
      query.to ?? null,
      query.correlationId ?? null,
      query.q ? query.q.replace(/[\\%_]/g, (c) => `\\${c}`) : null,
      amount,
      query.limit,
      ...(restricted.length ? [restricted.map(([type]) => type), ...restricted.flat()] : []),
    ],
  );
  return rows;
}

function toLogged(row: Row, access: EventAccess, permissions: Parameters<EventAccess['visibleData']>[2]): LoggedEvent {
  const metadata = upcastMetadata(row.metadata);
  const data = access.visibleData(row.type, row.data, permissions);
  const withheld =
    typeof row.data === 'object' && row.data !== null && data !== row.data
      ? Object.keys(row.data).filter((key) => !(key in (data as object)))
      : [];
  // Words come from the data the reader may see: a describer given withheld fields would print them.
  const described = withheld.length ? null : access.describe({ ...row, schemaVersion: row.schema_version }, metadata);
  return {
    position: Number(row.position),
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    at: metadata.at,
    actor: {
      id: metadata.actorId,
      name: metadata.actorName,
      username: metadata.actorUsername ?? null,
      role: metadata.actorRole ?? null,
      roleName: metadata.actorRoleName ?? null,
    },
    command: metadata.command ?? null,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    clientAddress: metadata.clientAddress ?? null,
    data,
    withheld,
    words: described?.words ?? null,
    message: described?.message ?? null,
  };
}
