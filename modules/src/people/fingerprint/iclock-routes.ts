import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext, ModuleRoutes } from '@gym/kernel/http/module-context';
import { SYSTEM_ACTOR } from '@gym/kernel/commands/actor';
import { DomainError } from '@gym/kernel/commands/domain-error';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import type { EventStore } from '@gym/events/store/event-store';
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
import type { ReaderInfo } from './adms-protocol.js';
import { deviceCommand, recordFinger } from './fingerprint-commands.js';
import { deviceDecider } from './device-decider.js';
import type { DeviceState } from './device-decider.js';
import { deviceStream, enrolmentStream } from './fingerprint-events.js';
import { enrolmentDecider, takesFinger } from './enrolment-decider.js';
import { serialNumber } from './fingerprint-contracts.js';
import { driftOf, readerAddress, recordDrift, touchDevice } from './device-presence.js';
import { enrolmentOfPin, ONLINE_WITHIN_MS, waitingReaders } from './fingerprint-queries.js';
import type { DeviceRecord } from './fingerprint-queries.js';
import { readerContext, recordPunches } from './door-check-in.js';
import {
  MAX_BODY_BYTES,
  MAX_COMMANDS_PER_POLL,
  MAX_DISCARDED_BYTES,
  MAX_RECORDS_PER_UPLOAD,
  PER_ADDRESS,
  PER_READER,
  recordCount,
  RequestBudget,
} from './iclock-limits.js';
import type { ReaderOrigin } from './door-check-in.js';
import { TemplateVault } from './template-vault.js';

/** An upload of a reader nobody approved is refused, so the reader keeps its records and sends them once approved. */
const NOT_APPROVED = 'ERROR: device not approved';
/** A held reader's uploads are refused too (kept on the reader) until staff re-approve it. */
const HELD = 'ERROR: device held for re-approval (it called from another address than it was approved at)';
/** A body over the limit (declared or as it arrives): the reader is to send its records in smaller uploads. */
const TOO_LARGE = `ERROR: a request body is at most 1 MiB (${MAX_BODY_BYTES} bytes); send the records in smaller uploads`;
const tooManyRecords = (records: number) =>
  `ERROR: an upload carries at most ${MAX_RECORDS_PER_UPLOAD} records, this one ${records}; send them in smaller uploads`;
/** Punches this far from the arrival time are not taken as real-time (a backlog, a resend), so they measure no drift. */
const MAX_DRIFT_MS = 12 * 60 * 60 * 1000;

const query = z.object({
  SN: serialNumber,
  table: z.string().max(40).optional(),
  options: z.string().max(40).optional(),
  INFO: z.string().max(400).optional(),
  Stamp: z.string().max(40).optional(),
});

/** Readers' states folded from their streams, per event store: a poll reads only what was appended since. */
const deviceStates = new WeakMap<EventStore, StateCache<DeviceState>>();

/**
 * The ZKTeco ADMS ("iclock") push protocol (issue 16): readers call these with their serial number, no session. A
 * reader that was never seen is recorded as waiting for approval; until an admin approves it, its polls get `OK` and
 * its uploads are refused (it keeps them and sends them again after approval). Readers have no credential, so an
 * approved reader is trusted from the address approval saw only (issue 43): a request naming it from anywhere else
 * holds it (`FingerprintDeviceHeld`), and nothing goes to or comes from it until staff re-approve it. Bodies are
 * plain text: a content parser for any type is registered for these routes only (readers send text/plain or no type
 * at all).
 */
export const iclockRoutes: ModuleRoutes = async (app, { deps }) => {
  const vault = new TemplateVault(deps.pool);
  const text = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/plain; charset=utf-8').send(body);

  // Bounded before anything is looked up: requests per address and per serial at that address (429). A body over
  // 1 MiB is read to its end and dropped, then answered 413: answering while a reader still sends leaves clients that
  // wait for their upload to finish hanging, so the connection would seem dropped. Only one declared beyond 16 MiB is
  // answered at once, and the connection closed.
  const perAddress = new RequestBudget(PER_ADDRESS);
  const perReader = new RequestBudget(PER_READER);
  app.addHook('onRequest', async (request, reply) => {
    const address = readerAddress(request.ip);
    const sn = (request.query as { SN?: unknown }).SN;
    const serial = typeof sn === 'string' ? sn.slice(0, 40) : '';
    const now = deps.clock.now().getTime();
    const wait = perAddress.take(address, now) || perReader.take(`${serial}@${address}`, now);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return text(reply, `ERROR: too many requests from this reader or address; try again in ${wait} s`, 429);
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_DISCARDED_BYTES) {
      reply.header('connection', 'close');
      return text(reply, TOO_LARGE, 413);
    }
    return undefined;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { bodyLimit: MAX_DISCARDED_BYTES }, (_request, payload, done) => {
    const kept: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) kept.push(chunk);
      else if (size > MAX_DISCARDED_BYTES) payload.destroy(Object.assign(new Error(TOO_LARGE), { statusCode: 413 }));
    });
    // A reader that went away mid-upload is a bad request, not our failure.
    payload.on('error', (error: Error & { statusCode?: number }) =>
      done(Object.assign(error, { statusCode: error.statusCode ?? 400 }), undefined),
    );
    payload.on('end', () => {
      if (size > MAX_BODY_BYTES) done(Object.assign(new Error(TOO_LARGE), { statusCode: 413 }), undefined);
      else done(null, Buffer.concat(kept, size).toString('utf8'));
    });
  });
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { statusCode?: number }).statusCode === 413) return text(reply, TOO_LARGE, 413);
    // Everything else as every other route answers it.
    throw error;
  });

  /**
   * The reader's state for this request, after recording where it called from (and when it was heard from before):
   * an approved reader named from another address than approval saw is held (once; the audit trail and the page say
   * so).
   */
  async function admit(
    request: FastifyRequest,
    serial: string,
    info: ReaderInfo | null,
  ): Promise<{ state: DeviceState; previous: Date | null }> {
    const address = readerAddress(request.ip);
    const at = deps.clock.now();
    const cache = cacheFor(deviceStates, deps.store);
    const { state } = await loadState(deps, deviceStream(serial), deviceDecider, cache);
    // A serial nobody announced leaves no trace (made-up serials must not fill the presence table).
    if (state.status === 'unknown') return { state, previous: null };
    const previous = await touchDevice(deps.pool, serial, { at, address, info });
    if (state.status !== 'approved' || state.address === address) return { state, previous };
    await deviceCommand(systemContext(deps, origin(request)), {
      type: 'CheckAddress',
      serial,
      address,
      at: at.toISOString(),
    });
    request.log.warn(
      { serial, address, approvedAddress: state.address },
      'fingerprint reader held: named from another address than it was approved at',
    );
    return { state: (await loadState(deps, deviceStream(serial), deviceDecider, cache)).state, previous };
  }
  const refusal = (state: DeviceState) => (state.status === 'held' ? HELD : NOT_APPROVED);

  for (const suffix of ['', '.aspx']) {
    app.get(`/iclock/cdata${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      const now = deps.clock.now();
      const known = await loadState(deps, deviceStream(serial), deviceDecider, cacheFor(deviceStates, deps.store));
      if (known.state.status === 'unknown') {
        try {
          await deviceCommand(systemContext(deps, origin(request)), {
            type: 'Announce',
            serial,
            firmware: request.query.options ? (request.headers['user-agent'] ?? null) : null,
            address: readerAddress(request.ip),
            at: now.toISOString(),
            waiting: await waitingReaders(deps.pool),
          });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return text(reply, `ERROR: ${error.message}`, 429);
        }
      }
      await admit(request, serial, null);
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
      const { state, previous } = await admit(request, serial, null);
      if (state.status !== 'approved') return text(reply, refusal(state), 403);
      const device: DeviceRecord = { serial, name: state.name, direction: state.direction };
      const body = typeof request.body === 'string' ? request.body : '';
      const records = recordCount(body);
      if (records > MAX_RECORDS_PER_UPLOAD) return text(reply, tooManyRecords(records), 413);
      const table = (request.query.table ?? '').toUpperCase();
      if (table === 'ATTLOG') {
        const { lines } = parseAttendance(body);
        const online = previous !== null && now.getTime() - previous.getTime() <= ONLINE_WITHIN_MS;
        const drift = await measureDrift(deps, device, lines, online, now);
        await recordPunches(deps, device, lines, drift, origin(request));
      } else if (table === 'OPERLOG') {
        const { records } = parseOperations(body);
        for (const record of records) {
          if (record.type !== 'finger' || !record.valid) continue;
          const enrolment = await enrolmentOfPin(deps.pool, record.pin);
          // A finger of a user the app did not enrol (a staff member added at the reader) is not kept.
          if (!enrolment) continue;
          // Nor one the desk did not ask this reader for, now: only an open enrolment on it takes a finger (the
          // reader gets OK either way, so it does not send it again and again).
          const { state: open } = await loadState(deps, enrolmentStream(enrolment.memberId), enrolmentDecider);
          if (!open.window || !takesFinger(open, { serial, pin: record.pin, at: now.toISOString() })) continue;
          const key = `reader:${serial}:finger:${record.pin}:${record.fingerIndex}:${open.window.until}`;
          try {
            await recordFinger(readerContext(deps, device, key, origin(request)), deps.pool, vault, {
              memberId: enrolment.memberId,
              pin: record.pin,
              serial,
              fingerIndex: record.fingerIndex,
              template: record.template,
            });
          } catch (error) {
            // The window closed a moment ago (another upload took it): this template is not kept.
            if (!(error instanceof DomainError)) throw error;
          }
        }
      }
      return text(reply, 'OK');
    });

    app.get(`/iclock/getrequest${suffix}`, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const serial = request.query.SN;
      const { state } = await admit(request, serial, parseReaderInfo(request.query.INFO));
      if (state.status !== 'approved') return text(reply, 'OK');
      // A reader approved into a gym of thousands of members gets them over several polls, in order.
      const unsent = state.queue.filter((c) => !c.sent).slice(0, MAX_COMMANDS_PER_POLL);
      if (unsent.length === 0) return text(reply, 'OK');
      const lines: string[] = [];
      for (const command of unsent) {
        // Only the template the command was queued for (the finger of that member), read now.
        const templates =
          command.kind === 'restore-finger' && command.fingerIndex !== null
            ? await vault
                .templateOf(command.memberId, command.fingerIndex)
                .then((template) => (template === null ? [] : [{ fingerIndex: command.fingerIndex!, template }]))
            : command.kind === 'restore-templates'
              ? await vault.templatesOf(command.memberId)
              : [];
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
      const { state } = await admit(request, serial, null);
      if (state.status !== 'approved') return text(reply, refusal(state), 403);
      const device: DeviceRecord = { serial, name: state.name, direction: state.direction };
      const body = typeof request.body === 'string' ? request.body : '';
      const records = recordCount(body);
      if (records > MAX_RECORDS_PER_UPLOAD) return text(reply, tooManyRecords(records), 413);
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
  clientAddress: readerAddress(request.ip),
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
