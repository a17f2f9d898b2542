import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../../projection-service/src/main.ts', import.meta.url));

/** projection-service's real `main.ts` in a process of its own, as `npm start` runs it, for a test to kill. */
export class ProjectionServiceProcess {
  readonly child: ChildProcess;
  readonly exit: Promise<void>;
  /** Resolves once the service logged that its projections are live. */
  readonly live: Promise<void>;
  private output = '';

  constructor(databaseUrl: string) {
    this.child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exit = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.live = new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-20_000);
        if (this.output.includes('"msg":"projections live"')) resolve();
      };
      this.child.stdout!.on('data', onData);
      this.child.stderr!.on('data', onData);
      void this.exit.then(() => reject(new Error(`projection-service exited before it was live:\n${this.output}`)));
    });
    // A kill before it is live is fine; a caller that waits for `live` hears of it.
    this.live.catch(() => undefined);
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exit;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exit;
  }
}
