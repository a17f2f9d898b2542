import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

/**
 * One service as a child process of the launcher. Its logs go straight to our terminal. The child gets its own
 * process group, so a Ctrl-C reaches only the launcher, which then stops the services in order.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private stopping = false;

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: Logger,
  ) {}

  start(onUnexpectedExit: (code: number | null) => void): void {
    const runtime = this.script.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [];
    const child = spawn(process.execPath, ['--enable-source-maps', ...runtime, this.script], {
      env: this.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    this.child = child;
    child.once('exit', (code) => {
      if (!this.stopping) onUnexpectedExit(code);
    });
    this.log.info({ service: this.name, pid: child.pid }, 'started');
  }

  /** SIGTERM, then SIGKILL if the service has not exited within 15 s. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
