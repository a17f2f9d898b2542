import type { FastifyInstance } from 'fastify';
import type { Clock } from '@gym/kernel/time/clock';
import { instantToReaderTime } from '@gym/modules/people/fingerprint/adms-protocol';

interface SimulatedUser {
  name: string;
  fingers: Map<number, string>;
}

export interface PushAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * A ZKTeco reader speaking the ADMS push protocol over HTTP, as firmware does: handshake (`GET /iclock/cdata
 * ?options=all`), polls (`GET /iclock/getrequest` with `INFO`), commands executed and answered (`POST
 * /iclock/devicecmd`), punches pushed at once when online (`POST /iclock/cdata?table=ATTLOG`), fingers uploaded
 * (`table=OPERLOG`). Its clock may be off (`driftMs`); offline, it keeps punches and uploads the backlog in order when
 * back; an upload that was not answered `OK` stays in its buffer and is sent again.
 */
export class ZkReaderSimulator {
  readonly users = new Map<string, SimulatedUser>();
  /** Attendance lines not yet acknowledged by the server, oldest first. */
  readonly backlog: string[] = [];
  /** Every command line the reader received, in order. */
  readonly received: string[] = [];
  online = true;
  /** A reader whose answers get lost: it runs the commands it takes but its results never reach the server. */
  loseAnswers = false;
  driftMs: number;
  /** The user id whose finger the reader is asking for (after ENROLL_FP). */
  waitingForFinger: string | null = null;
  options: Record<string, string> = {};
  private lastBatch: string[] = [];

  constructor(
    private readonly baseUrl: string,
    readonly serial: string,
    private readonly clock: Clock,
    options: {
      driftMs?: number;
      timeZone?: string;
      /**
       * Calls the app in-process (`inject`) as if from this network address, instead of over HTTP from 127.0.0.1:
       * a reader elsewhere on the network, or someone naming its serial number from another computer.
       */
      from?: { app: FastifyInstance; address: string };
    } = {},
  ) {
    this.driftMs = options.driftMs ?? 0;
    this.timeZone = options.timeZone ?? 'Asia/Qatar';
    this.from = options.from ?? null;
  }

  private readonly timeZone: string;
  private readonly from: { app: FastifyInstance; address: string } | null;

  /** What the reader's own clock shows now (local time, no zone). */
  readerTime(at: Date = this.clock.now()): string {
    return instantToReaderTime(new Date(at.getTime() + this.driftMs), this.timeZone);
  }

  /** One request as the reader sends it (plain text bodies); public for uploads a real reader would not send. */
  async request(method: 'GET' | 'POST', path: string, body?: string): Promise<PushAnswer> {
    if (!this.online) throw new Error(`${this.serial} is offline`);
    if (this.from) {
      const answer = await this.from.app.inject({
        method,
        url: path,
        remoteAddress: this.from.address,
        headers: { 'user-agent': 'iClock Proxy/1.09', ...(body !== undefined ? { 'content-type': 'text/plain' } : {}) },
        ...(body !== undefined ? { payload: body } : {}),
      });
      return { status: answer.statusCode, body: answer.body };
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { 'user-agent': 'iClock Proxy/1.09', ...(body !== undefined ? { 'content-type': 'text/plain' } : {}) },
      ...(body !== undefined ? { body } : {}),
    });
    return { status: response.status, body: await response.text() };
  }

  async handshake(): Promise<PushAnswer> {
    const answer = await this.request('GET', `/iclock/cdata?SN=${this.serial}&options=all&pushver=2.4.1&language=69`);
    if (answer.status === 200) {
      this.options = Object.fromEntries(
        answer.body
          .split('\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
    }
    return answer;
  }

  private info(): string {
    const fingers = [...this.users.values()].reduce((n, u) => n + u.fingers.size, 0);
    return `Ver 6.60 Apr 28 2023,${this.users.size},${fingers},${this.backlog.length},192.168.1.201,10,7,15,0,111`;
  }

  /** One poll: takes the queued commands, carries them out and reports each result. Returns the lines received. */
  async poll(): Promise<string[]> {
    const answer = await this.request(
      'GET',
      `/iclock/getrequest?SN=${this.serial}&INFO=${encodeURIComponent(this.info())}`,
    );
    if (answer.status !== 200 || answer.body.trim() === 'OK') return [];
    const lines = answer.body.split('\n').filter((l) => l.startsWith('C:'));
    this.received.push(...lines);
    const results: string[] = [];
    const answered = new Set<string>();
    for (const line of lines) {
      const [, id, command] = /^C:(\d+):(.*)$/s.exec(line) ?? [];
      if (!id || command === undefined) continue;
      const code = this.execute(command);
      if (!answered.has(id)) results.push(`ID=${id}&Return=${code}&CMD=${command.split(' ')[0]}`);
      answered.add(id);
    }
    if (results.length && !this.loseAnswers) {
      const done = await this.request('POST', `/iclock/devicecmd?SN=${this.serial}`, results.join('\n'));
      if (done.status !== 200) throw new Error(`devicecmd: ${done.status} ${done.body}`);
    }
    return lines;
  }

  private execute(command: string): number {
    const fields = (text: string) =>
      new Map(text.split('\t').map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)] as const));
    let match = /^DATA UPDATE USERINFO (.*)$/s.exec(command);
    if (match) {
      const f = fields(match[1]!);
      const pin = f.get('PIN')!;
      this.users.set(pin, { name: f.get('Name') ?? '', fingers: this.users.get(pin)?.fingers ?? new Map() });
      return 0;
    }
    match = /^DATA UPDATE FINGERTMP (.*)$/s.exec(command);
    if (match) {
      const f = fields(match[1]!);
      const user = this.users.get(f.get('PIN')!);
      if (!user) return -1;
      user.fingers.set(Number(f.get('FID')), f.get('TMP')!);
      return 0;
    }
    match = /^DATA DELETE FINGERTMP (.*)$/s.exec(command);
    if (match) {
      const f = fields(match[1]!);
      this.users.get(f.get('PIN')!)?.fingers.delete(Number(f.get('FID')));
      return 0;
    }
    match = /^DATA DELETE USERINFO (.*)$/s.exec(command);
    if (match) {
      this.users.delete(fields(match[1]!).get('PIN')!);
      return 0;
    }
    match = /^ENROLL_FP (.*)$/s.exec(command);
    if (match) {
      const pin = fields(match[1]!).get('PIN')!;
      if (!this.users.has(pin)) return -1;
      this.waitingForFinger = pin;
      return 0;
    }
    return -1002;
  }

  /** The member puts a finger on the reader while it asks for one: it keeps the template and uploads it. */
  async placeFinger(template: string, fingerIndex = 6): Promise<PushAnswer> {
    const pin = this.waitingForFinger;
    if (!pin) throw new Error('The reader is not asking for a finger');
    this.waitingForFinger = null;
    this.users.get(pin)!.fingers.set(fingerIndex, template);
    return this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=OPERLOG&Stamp=1`,
      `FP PIN=${pin}\tFID=${fingerIndex}\tSize=${template.length}\tValid=1\tTMP=${template}\n`,
    );
  }

  /**
   * A finger template uploaded for a user id the reader was not asked to enrol (what a reader sends when someone
   * enrols a finger at its own menu, or what a client naming the reader's serial could send).
   */
  async uploadFinger(pin: string, template: string, fingerIndex = 6): Promise<PushAnswer> {
    return this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=OPERLOG&Stamp=1`,
      `FP PIN=${pin}\tFID=${fingerIndex}\tSize=${template.length}\tValid=1\tTMP=${template}\n`,
    );
  }

  /**
   * A user puts a finger on the reader at `at` (now by default): the line is stamped with the reader's clock and,
   * when online, pushed at once (Realtime=1) with anything still in the backlog.
   */
  async punch(pin: string, at: Date = this.clock.now(), verify = 1): Promise<PushAnswer | null> {
    this.backlog.push(`${pin}\t${this.readerTime(at)}\t0\t${verify}\t0\t0\t0`);
    return this.online ? this.pushBacklog() : null;
  }

  /** Uploads the backlog in order; it is cleared only by an `OK`. */
  async pushBacklog(): Promise<PushAnswer> {
    const batch = [...this.backlog];
    const answer = await this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=ATTLOG&Stamp=1`,
      `${batch.join('\n')}\n`,
    );
    if (answer.status === 200 && answer.body.trim() === 'OK') {
      this.backlog.splice(0, batch.length);
      this.lastBatch = batch;
    }
    return answer;
  }

  /** The reader sends its last acknowledged batch again (it never saw our OK). */
  async resendLast(): Promise<PushAnswer> {
    return this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=ATTLOG&Stamp=1`,
      `${this.lastBatch.join('\n')}\n`,
    );
  }

  goOffline(): void {
    this.online = false;
  }

  /** Back on the network: handshake, then the backlog in order, then a poll. */
  async reconnect(): Promise<void> {
    this.online = true;
    await this.handshake();
    if (this.backlog.length) {
      const answer = await this.pushBacklog();
      if (answer.status !== 200) throw new Error(`backlog: ${answer.status} ${answer.body}`);
    }
    await this.poll();
  }
}
