import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';

/*
 * `npm run test:fast` (issue 44): the inner loop, within 90 seconds on the 2-core machine. Lint and formatting of
 * the files changed since the last commit, the type check of every package, and the tests that need neither a
 * database nor a browser (deciders, contracts, pure logic: vitest's `unit` project). `npm test` runs everything
 * before a push; this answers "did I break what I am working on" while working.
 */

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

function changedFiles(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.length > 0);
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].sort();
}

/** Runs one step, its output prefixed with its name, and answers how long it took and whether it passed. */
function run(step: Step): Promise<{ step: Step; ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => `[${step.name}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
    child.on('close', (code) => resolve({ step, ok: code === 0, ms: performance.now() - started }));
  });
}

/** Runs the steps one after the other, stopping at the first that fails (a failed lint still lets the tests run). */
async function inOrder(steps: readonly Step[]) {
  const results = [];
  for (const step of steps) {
    const result = await run(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const npx = (name: string, ...args: string[]): Step => ({ name, command: 'npx', args });

async function main(): Promise<void> {
  const started = performance.now();
  const changed = changedFiles();
  const lint: Step[] = [];
  const code = changed.filter((file) => LINTED.test(file));
  if (code.length > 0) lint.push(npx('eslint', 'eslint', '--no-warn-ignored', ...code));
  if (changed.length > 0) lint.push(npx('prettier', 'prettier', '--check', '--ignore-unknown', ...changed));
  // Lint beside the type check; the packages' build first (the others read its declarations), then the tests' and
  // the UI's checks side by side, each remembering what it checked (--incremental) so the next run reads only what
  // changed. The unit tests follow once the code type-checks.
  const cache = (name: string) => ['--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`];
  const [linted, built] = await Promise.all([inOrder(lint), inOrder([npx('tsc', 'tsc', '-b')])]);
  const typed = built.every((r) => r.ok)
    ? (
        await Promise.all([
          inOrder([npx('tsc tests', 'tsc', '-p', 'tsconfig.tests.json', ...cache('tests'))]),
          inOrder([npx('tsc ui', 'tsc', '-p', 'ui', '--noEmit', ...cache('ui'))]),
        ])
      ).flat()
    : [];
  const before = [...linted, ...built, ...typed];
  const compiles = built.length > 0 && [...built, ...typed].every((r) => r.ok);
  const tested = compiles ? await inOrder([npx('unit', 'vitest', 'run', '--project', 'unit', '--project', 'ui')]) : [];
  const results = [...before, ...tested];
  const total = performance.now() - started;
  process.stdout.write(
    `\ntest:fast: ${changed.length} changed file(s), ${(total / 1000).toFixed(1)} s\n` +
      results
        .map((r) => `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.step.name.padEnd(10)} ${(r.ms / 1000).toFixed(1)} s`)
        .join('\n') +
      '\n',
  );
  process.exitCode = results.every((r) => r.ok) && compiles ? 0 : 1;
}

await main();
