/*
 * The ZKTeco ADMS ("iclock") push protocol as readers speak it: plain-text bodies, one record per line, fields
 * separated by tabs, `key=value` pairs in OPERLOG records, and `OK` as the answer to every accepted upload. Pure
 * functions only: parsing what a reader sends and writing what it expects back.
 */
import type { DeviceCommandKind } from './fingerprint-events.js';

/** Seconds between a reader's polls of `getrequest` (the handshake's `Delay`). */
export const POLL_SECONDS = 10;
/** Seconds a reader waits before retrying after an error (`ErrorDelay`). */
export const ERROR_DELAY_SECONDS = 30;

/**
 * The handshake answer to `GET /iclock/cdata?SN=…&options=all`. The stamps tell the reader what the server already
 * has (it uploads records newer than them); `TransInterval=1` and `Realtime=1` make it push each punch at once;
 * `TransFlag` lists what it uploads (attendance, operation log with users and fingerprints).
 */
export function handshakeAnswer(options: {
  serial: string;
  attlogStamp: number;
  operlogStamp: number;
  timeZoneHours: number;
}): string {
  return [
    `GET OPTION FROM: ${options.serial}`,
    `ATTLOGStamp=${options.attlogStamp}`,
    `OPERLOGStamp=${options.operlogStamp}`,
    'ATTPHOTOStamp=None',
    `ErrorDelay=${ERROR_DELAY_SECONDS}`,
    `Delay=${POLL_SECONDS}`,
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP',
    `TimeZone=${options.timeZoneHours}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n');
}

const DEVICE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** One attendance record: who (the user id on the reader), when (the reader's local clock), how. */
export interface AttendanceLine {
  readonly pin: string;
  /** `YYYY-MM-DD HH:MM:SS` as the reader's clock showed it, in the gym's time zone. */
  readonly time: string;
  /** 0 check-in, 1 check-out, 2 break out, 3 break in, 4 overtime in, 5 overtime out (as set on the reader). */
  readonly status: number;
  /** How the user was identified: 1 fingerprint, 0 password, 2/4 card, 15 face… */
  readonly verify: number;
}

const PIN = /^[A-Za-z0-9]{1,24}$/;

/**
 * `POST /iclock/cdata?table=ATTLOG`: lines `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify\tworkcode\treserved…`. Lines
 * that are not attendance records are counted, not guessed at.
 */
export function parseAttendance(body: string): { lines: AttendanceLine[]; rejected: number } {
  const lines: AttendanceLine[] = [];
  let rejected = 0;
  for (const raw of body.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const [pin = '', time = '', status = '0', verify = '0'] = raw.split('\t').map((f) => f.trim());
    const match = DEVICE_TIME.exec(time);
    if (!PIN.test(pin) || !match || !isRealTime(match)) {
      rejected++;
      continue;
    }
    lines.push({ pin, time, status: Number(status) || 0, verify: Number(verify) || 0 });
  }
  return { lines, rejected };
}

function isRealTime(match: RegExpExecArray): boolean {
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A record of `POST /iclock/cdata?table=OPERLOG` this app uses. */
export type OperationRecord =
  | { readonly type: 'user'; readonly pin: string; readonly name: string }
  | {
      readonly type: 'finger';
      readonly pin: string;
      readonly fingerIndex: number;
      readonly valid: boolean;
      /** The template as the reader sent it (base64); it goes to the vault and nowhere else. */
      readonly template: string;
    }
  | { readonly type: 'other' };

/** `key=value` pairs separated by tabs (keys are case-insensitive across firmware versions). */
function pairs(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const field of text.split('\t')) {
    const at = field.indexOf('=');
    if (at > 0) map.set(field.slice(0, at).trim().toLowerCase(), field.slice(at + 1).trim());
  }
  return map;
}

/**
 * OPERLOG lines: `USER PIN=…\tName=…\tPri=…`, `FP PIN=…\tFID=…\tSize=…\tValid=…\tTMP=…`, newer firmware's
 * `BIODATA Pin=…\tNo=…\tType=1\tTmp=…` (type 1 is a fingerprint), and `OPLOG …` operation records (ignored).
 */
export function parseOperations(body: string): { records: OperationRecord[]; rejected: number } {
  const records: OperationRecord[] = [];
  let rejected = 0;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const space = line.indexOf(' ');
    const tag = (space < 0 ? line : line.slice(0, space)).toUpperCase();
    const fields = pairs(space < 0 ? '' : line.slice(space + 1));
    const pin = fields.get('pin') ?? '';
    if (tag === 'USER' && PIN.test(pin)) {
      records.push({ type: 'user', pin, name: fields.get('name') ?? '' });
    } else if ((tag === 'FP' || (tag === 'BIODATA' && fields.get('type') === '1')) && PIN.test(pin)) {
      const fingerIndex = Number(fields.get('fid') ?? fields.get('no') ?? '');
      const template = fields.get('tmp') ?? '';
      if (!Number.isInteger(fingerIndex) || fingerIndex < 0 || fingerIndex > 9 || !/^[A-Za-z0-9+/=]+$/.test(template)) {
        rejected++;
        continue;
      }
      records.push({ type: 'finger', pin, fingerIndex, valid: fields.get('valid') !== '0', template });
    } else if (tag === 'OPLOG' || tag === 'BIODATA' || tag === 'USERPIC' || tag === 'FACE') {
      records.push({ type: 'other' });
    } else {
      rejected++;
    }
  }
  return { records, rejected };
}

/** A command result of `POST /iclock/devicecmd`: `ID=<no>&Return=<code>&CMD=<verb>`, one per line. */
export interface CommandResult {
  readonly commandNo: number;
  readonly returnCode: number;
  readonly cmd: string;
}

export function parseCommandResults(body: string): CommandResult[] {
  const results: CommandResult[] = [];
  for (const raw of body.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const params = new URLSearchParams(raw.trim());
    const commandNo = Number(params.get('ID'));
    const returnCode = Number(params.get('Return'));
    if (!Number.isInteger(commandNo) || commandNo <= 0 || !Number.isInteger(returnCode)) continue;
    results.push({ commandNo, returnCode, cmd: params.get('CMD') ?? '' });
  }
  return results;
}

/** The `INFO` a reader adds to its polls: `firmware,users,fingerprints,attendance records,IP,…`. */
export interface ReaderInfo {
  readonly firmware: string | null;
  readonly users: number | null;
  readonly fingerprints: number | null;
  readonly records: number | null;
}

export function parseReaderInfo(info: string | undefined): ReaderInfo | null {
  if (!info) return null;
  const [firmware, users, fingerprints, records] = info.split(',').map((f) => f.trim());
  const count = (value: string | undefined) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
  };
  return {
    firmware: firmware || null,
    users: count(users),
    fingerprints: count(fingerprints),
    records: count(records),
  };
}

/** What a queued command needs to become the line the reader executes. */
export interface WireCommand {
  readonly commandNo: number;
  readonly kind: DeviceCommandKind;
  readonly pin: string;
  readonly name: string;
  /** The finger a `restore-finger` loads. */
  readonly fingerIndex?: number | null;
}

/** Tabs and line breaks would split the reader's record: names are sent without them. */
const field = (value: string) => value.replace(/[\t\r\n]/g, ' ').slice(0, 24);

/**
 * The lines of one queued command in `getrequest`'s answer (`C:<no>:<command>`). A user is added with USERINFO
 * (privilege 0 = normal user); `ENROLL_FP` makes the reader ask for a finger; a finger of an enrolled member is
 * loaded with its FINGERTMP line (its template read from the vault at this moment; a template deleted since is
 * deleted on the reader too); deleting the user removes its templates on the reader too. Every command is one line
 * with a number of its own, except `restore-templates`, queued before fingers had their own commands.
 */
export function renderCommand(
  command: WireCommand,
  templates: readonly { fingerIndex: number; template: string }[] = [],
): string[] {
  const pin = field(command.pin);
  const prefix = `C:${command.commandNo}:`;
  switch (command.kind) {
    case 'add-user':
      return [`${prefix}DATA UPDATE USERINFO PIN=${pin}\tName=${field(command.name)}\tPri=0\tPasswd=\tCard=\tGrp=1`];
    case 'enrol-finger':
      return [`${prefix}ENROLL_FP PIN=${pin}\tFID=0\tRETRY=3\tOVERWRITE=1`];
    case 'restore-finger': {
      const finger = command.fingerIndex ?? 0;
      const template = templates.find((t) => t.fingerIndex === finger);
      return [
        template
          ? `${prefix}DATA UPDATE FINGERTMP PIN=${pin}\tFID=${finger}\tSize=${template.template.length}\tValid=1\tTMP=${template.template}`
          : `${prefix}DATA DELETE FINGERTMP PIN=${pin}\tFID=${finger}`,
      ];
    }
    case 'restore-templates':
      // One command number for the user and each finger: the reader answers each line, the first answer settles it.
      return [
        `${prefix}DATA UPDATE USERINFO PIN=${pin}\tName=${field(command.name)}\tPri=0\tPasswd=\tCard=\tGrp=1`,
        ...templates.map(
          (t) =>
            `${prefix}DATA UPDATE FINGERTMP PIN=${pin}\tFID=${t.fingerIndex}\tSize=${t.template.length}\tValid=1\tTMP=${t.template}`,
        ),
      ];
    case 'delete-user':
      return [`${prefix}DATA DELETE USERINFO PIN=${pin}`];
  }
}

/**
 * The instant a reader's local time stands for, in the gym's time zone (readers keep local wall-clock time without
 * a zone). Found by correcting a UTC guess with the zone's offset at that moment, twice (around DST changes).
 */
export function readerTimeToInstant(time: string, timeZone: string): Date {
  const match = DEVICE_TIME.exec(time);
  if (!match) throw new Error(`Not a reader time: ${time}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The reader's local time of an instant (what a simulator's clock shows; also the stamp lines). */
export function instantToReaderTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetMs(instant, timeZone));
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms. */
export function offsetMs(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
