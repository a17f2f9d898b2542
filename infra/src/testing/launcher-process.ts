import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LogEntry {
  readonly name?: string;
  readonly msg?: string;
  readonly service?: string;
  readonly pid?: number;
  readonly [key: string]: unknown;
}

/** `npm start` in a child process (TypeScript sources through tsx), with its output kept for the test to read. */
export class LauncherProcess {
  readonly child: ChildProcess;
  readonly exit: Promise<number | null>;
  private readonly output: string[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(env: NodeJS.ProcessEnv, options: { launcher?: string; cwd?: string } = {}) {
    const launcher = options.launcher ?? fileURLToPath(new URL('../start.ts', import.meta.url));
    this.child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', launcher], {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: {
        ...process.env,
        DATABASE_URL: '',
        TEST_DATABASE_URL: '',
        GYM_RUN_SOURCES: '1',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      this.waiters.forEach((wake) => wake());
    };
    this.child.stdout!.on('data', collect);
    this.child.stderr!.on('data', collect);
    this.exit = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /** Everything the launcher and its services wrote so far, stdout and stderr together. */
  text(): string {
    return this.output.join('\n');
  }

  logs(): LogEntry[] {
    return this.output.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogEntry];
      } catch {
        return [];
      }
    });
  }

  /** The process id of the service's latest start, as the launcher logged it. */
  pidOf(service: string): number | undefined {
    return this.logs()
      .filter((e) => e.name === 'launcher' && e.msg === 'started' && e.service === service)
      .at(-1)?.pid;
  }

  /** Waits until a log entry satisfies `predicate`; fails with the output so far after `timeoutMs`. */
  async waitForLog(predicate: (entry: LogEntry) => boolean, timeoutMs = 60_000): Promise<LogEntry> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.logs().find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such log entry within ${timeoutMs} ms; output:\n${this.text()}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 500);
        this.waiters.add(wake);
      });
    }
  }

  /** SIGTERM unless it already exited; the exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exit;
  }
}

/** Waits until `/api/health` answers 200; fails after the deadline with the last answer and the launcher's output. */
export async function healthyBy(port: number, deadline: number, launcher?: LauncherProcess): Promise<unknown> {
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      const body = (await response.json()) as unknown;
      if (response.ok) return body;
      last = `${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (launcher && launcher.child.exitCode !== null) {
      throw new Error(`the launcher exited (${launcher.child.exitCode}); output:\n${launcher.text()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`not healthy in time (last: ${last})${launcher ? `; output:\n${launcher.text()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
