import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import { afterCrash, DEFAULT_CRASH_POLICY } from './crash-policy.js';
import type { CrashPolicy } from './crash-policy.js';
import { OutputTail } from './output-tail.js';

/** Lines of a service's output kept to show when it keeps crashing. */
const TAIL_LINES = 30;

export interface GiveUp {
  readonly service: string;
  readonly crashes: number;
  readonly windowMs: number;
  readonly lastLines: readonly string[];
}

/**
 * One service of `npm start`, kept running: a child process in its own process group (a Ctrl-C reaches only the
 * launcher, which stops the services in order), its output passed through to ours, and when it dies without being
 * asked (kill -9, out of memory, an uncaught error) started again with growing delays until the crash policy gives up.
 * Nothing is lost by a restart: commands append atomically, projections commit each batch with its checkpoint.
 */
export class SupervisedService {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private readonly crashes: number[] = [];
  private readonly tail = new OutputTail(TAIL_LINES);
  private readonly stdout = this.tail.stream((line) => process.stdout.write(`${line}\n`));
  private readonly stderr = this.tail.stream((line) => process.stderr.write(`${line}\n`));

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: Logger,
    private readonly onGiveUp: (giveUp: GiveUp) => void,
    private readonly policy: CrashPolicy = DEFAULT_CRASH_POLICY,
    /** Node's own flags for the service (`BULK_NODE_FLAGS` for the projection service). */
    private readonly nodeFlags: readonly string[] = [],
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    if (this.stopping) return;
    const runtime = this.script.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [];
    const child = spawn(process.execPath, ['--enable-source-maps', ...this.nodeFlags, ...runtime, this.script], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => this.stdout.write(chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.stderr.write(chunk));
    child.once('exit', (code, signal) => {
      this.stdout.end();
      this.stderr.end();
      if (!this.stopping) this.crashed(code, signal);
    });
    this.log.info({ service: this.name, pid: child.pid }, 'started');
  }

  private crashed(code: number | null, signal: NodeJS.Signals | null): void {
    const now = Date.now();
    const decision = afterCrash(this.crashes, now, this.policy);
    this.crashes.push(now);
    const exit = signal ? `signal ${signal}` : `code ${code}`;
    if (decision.action === 'give-up') {
      this.log.error({ service: this.name, exit, crashes: decision.recentCrashes }, 'crashed again; giving up');
      this.onGiveUp({
        service: this.name,
        crashes: decision.recentCrashes,
        windowMs: this.policy.windowMs,
        lastLines: this.tail.last(),
      });
      return;
    }
    this.log.warn(
      { service: this.name, exit, restartInMs: decision.delayMs, crashes: decision.recentCrashes },
      'crashed; restarting',
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      this.start();
    }, decision.delayMs);
  }

  /** SIGTERM (the service finishes what it does), then SIGKILL if it has not exited within 15 s. No restart after. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
