import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext, ModuleRoutes } from '@gym/kernel/http/module-context';
import { SYSTEM_ACTOR } from '@gym/kernel/commands/actor';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import {
  handshakeAnswer,
  offsetMs,
  parseAttendance,
  parseCommandResults,
  parseOperations,
  parseReaderInfo,
  readerTimeToInstant,
  renderCommand,
} from './adms-protocol.js';
import { deviceCommand, recordFinger } from './fingerprint-commands.js';
import { deviceDecider } from './device-decider.js';
import { deviceStream } from './fingerprint-events.js';
import { serialNumber } from './fingerprint-contracts.js';
import { driftOf, recordDrift, touchDevice } from './device-presence.js';
import { enrolmentOfPin, findDevice, ONLINE_WITHIN_MS } from './fingerprint-queries.js';
import type { DeviceRecord } from './fingerprint-queries.js';
import { readerContext, recordPunch } from './door-check-in.js';
import type { ReaderOrigin } from './door-check-in.js';
import { TemplateVault } from './template-vault.js';

/** An upload of a reader nobody approved is refused, so the reader keeps its records and sends them once approved. */
const NOT_APPROVED = 'ERROR: device not approved';
/** Punches this far from the arrival time are not taken as real-time (a backlog, a resend), so they measure no drift. */
const MAX_DRIFT_MS = 12 * 60 * 60 * 1000;

const query = z.object({
  SN: serialNumber,
  table: z.string().max(40).optional(),
  options: z.string().max(40).optional(),
  INFO: z.string().max(400).optional(),
  Stamp: z.string().max(40).optional(),
});

/**
 * The ZKTeco ADMS ("iclock") push protocol (issue 16): readers call these with their serial number, no session. A
 * reader that was never seen is recorded as waiting for approval; until an admin approves it, its polls get `OK` and
 * its uploads are refused (it keeps them and sends them again after approval). Bodies are plain text: a content
 * parser for any type is registered for these routes only (readers send text/plain or no type at all).
 */
export const iclockRoutes: ModuleRoutes = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const vault = new TemplateVault(deps.pool);
  const text = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/plain; charset=utf-8').send(body);

  for (const suffix of ['', '.aspx']) {
    app.get(`/iclock/cdata${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      const now = deps.clock.now();
      await touchDevice(deps.pool, serial, { at: now, address: request.ip, info: null });
      await deviceCommand(systemContext(deps, origin(request)), {
        type: 'Announce',
        serial,
        firmware: request.query.options ? (request.headers['user-agent'] ?? null) : null,
        address: request.ip,
        at: now.toISOString(),
      });
      const timeZone = await deps.calendar.timeZone();
      return text(
        reply,
        handshakeAnswer({
          serial,
          attlogStamp: 0,
          operlogStamp: 0,
          timeZoneHours: offsetMs(now, timeZone) / 3_600_000,
        }),
      );
    });

    app.post(`/iclock/cdata${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      const now = deps.clock.now();
      const previous = await touchDevice(deps.pool, serial, { at: now, address: request.ip, info: null });
      const device = await findDevice(deps.pool, serial);
      if (!device || device.status !== 'approved') return text(reply, NOT_APPROVED, 403);
      const body = typeof request.body === 'string' ? request.body : '';
      const table = (request.query.table ?? '').toUpperCase();
      if (table === 'ATTLOG') {
        const { lines } = parseAttendance(body);
        const online = previous !== null && now.getTime() - previous.getTime() <= ONLINE_WITHIN_MS;
        const drift = await measureDrift(deps, device, lines, online, now);
        for (const line of lines) await recordPunch(deps, device, line, drift, origin(request));
      } else if (table === 'OPERLOG') {
        const { records } = parseOperations(body);
        for (const record of records) {
          if (record.type !== 'finger' || !record.valid) continue;
          const enrolment = await enrolmentOfPin(deps.pool, record.pin);
          // A finger of a user the app did not enrol (a staff member added at the reader) is not kept.
          if (!enrolment) continue;
          await vault.store(enrolment.memberId, record.pin, record.fingerIndex, record.template);
          await recordFinger(
            readerContext(deps, device, `reader:${serial}:finger:${record.pin}:${record.fingerIndex}`, origin(request)),
            deps.pool,
            { memberId: enrolment.memberId, pin: record.pin, serial, fingerIndex: record.fingerIndex },
          );
        }
      }
      return text(reply, 'OK');
    });

    app.get(`/iclock/getrequest${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      await touchDevice(deps.pool, serial, {
        at: deps.clock.now(),
        address: request.ip,
        info: parseReaderInfo(request.query.INFO),
      });
      const { state } = await loadState(deps, deviceStream(serial), deviceDecider);
      if (state.status !== 'approved') return text(reply, 'OK');
      const unsent = state.queue.filter((c) => !c.sent);
      if (unsent.length === 0) return text(reply, 'OK');
      const lines: string[] = [];
      for (const command of unsent) {
        const templates = command.kind === 'restore-templates' ? await vault.templatesOf(command.memberId) : [];
        lines.push(...renderCommand(command, templates));
      }
      await deviceCommand(systemContext(deps, origin(request)), {
        type: 'MarkSent',
        serial,
        commandNos: unsent.map((c) => c.commandNo),
      });
      return text(reply, lines.join('\n'));
    });

    app.post(`/iclock/devicecmd${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      await touchDevice(deps.pool, serial, { at: deps.clock.now(), address: request.ip, info: null });
      const device = await findDevice(deps.pool, serial);
      if (!device || device.status !== 'approved') return text(reply, NOT_APPROVED, 403);
      const body = typeof request.body === 'string' ? request.body : '';
      for (const result of parseCommandResults(body)) {
        await deviceCommand(
          readerContext(deps, device, `reader:${serial}:result:${result.commandNo}`, origin(request)),
          {
            type: 'Complete',
            serial,
            commandNo: result.commandNo,
            returnCode: result.returnCode,
          },
        );
      }
      return text(reply, 'OK');
    });
  }
};

/** The route and address of a reader's request, for the events it causes. */
const origin = (request: FastifyRequest): ReaderOrigin => ({
  command: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
  clientAddress: request.ip,
});

/** A reader's own bookkeeping (its announcement, commands taken) recorded as the system, not as a trusted reader. */
function systemContext(deps: Pick<ModuleContext, 'store' | 'catalogue' | 'clock'>, from: ReaderOrigin): CommandContext {
  return { store: deps.store, catalogue: deps.catalogue, actor: SYSTEM_ACTOR, ...from, now: deps.clock.now() };
}

/**
 * The reader's clock error, from a real-time push: with `Realtime=1` an online reader posts a punch within a second,
 * so its newest new line's time minus the arrival time is how far its clock is off. A backlog after an outage or a
 * resend says nothing about the clock; then the last measurement stands.
 */
async function measureDrift(
  deps: Pick<ModuleContext, 'pool' | 'calendar'>,
  device: DeviceRecord,
  lines: readonly { time: string }[],
  online: boolean,
  now: Date,
): Promise<number> {
  const newest = lines
    .map((l) => l.time)
    .sort()
    .at(-1);
  if (online && newest && lines.length === 1) {
    const seen = await deps.pool.query('SELECT 1 FROM fingerprint.punches WHERE serial = $1 AND reader_time = $2', [
      device.serial,
      newest,
    ]);
    const drift = readerTimeToInstant(newest, await deps.calendar.timeZone()).getTime() - now.getTime();
    if (!seen.rowCount && Math.abs(drift) <= MAX_DRIFT_MS) {
      await recordDrift(deps.pool, device.serial, drift, now);
      return drift;
    }
  }
  return driftOf(deps.pool, device.serial);
}
