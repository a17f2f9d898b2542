import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PEAK_SAMPLE_MS = 20;

export interface ExportMeasurement {
  readonly bytes: number;
  readonly milliseconds: number;
  /** The exporting process's peak resident set (the kernel's VmHWM, read while it ran). */
  readonly peakRssMb: number;
}

/**
 * Runs the real `events:export` command on the bench database, writing the NDJSON to a temporary file, and watches
 * its peak memory (issue 13, item 5: the export streams in constant memory). The child runs the command line of the
 * `events:export` script in package.json (without npm around it), so the figure includes Node, its flags and the
 * TypeScript loader, as a user running it would see. That script keeps V8's young generation small
 * (`--max-semi-space-size=2`): with the default, an export's short-lived page strings let the heap float about 40 MB
 * higher before each collection.
 */
export async function measureExport(databaseUrl: string): Promise<ExportMeasurement> {
  const directory = await mkdtemp(join(tmpdir(), 'gym-export-bench-'));
  const out = join(directory, 'events.ndjson');
  try {
    const started = performance.now();
    const child = spawn(process.execPath, [...(await exportScriptArguments()), '--out', out], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let peakKb = 0;
    // /proc/<pid>/status disappears with the process, so the high-water mark is read while it runs.
    const sampler = setInterval(() => {
      readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
          if (match) peakKb = Math.max(peakKb, Number(match[1]));
        })
        .catch(() => undefined);
    }, PEAK_SAMPLE_MS);
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    }).finally(() => clearInterval(sampler));
    if (exitCode !== 0) throw new Error(`events:export exited with ${exitCode}: ${stderr.trim()}`);
    if (peakKb === 0) throw new Error('could not read the export process memory from /proc (Linux only)');
    return {
      bytes: (await stat(out)).size,
      milliseconds: Math.round(performance.now() - started),
      peakRssMb: Math.round(peakKb / 1024),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The node arguments of `npm run events:export`, read from package.json so the bench measures what users run. */
async function exportScriptArguments(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(repositoryRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (manifest.scripts['events:export'] ?? '').split(/\s+/);
  if (command !== 'node') throw new Error('the events:export script no longer starts with "node": update the bench');
  return args;
}
