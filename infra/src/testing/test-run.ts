import { execFileSync, spawn } from 'node:child_process';

/*
 * `npm test` and `npm run test:fast` (issue 44): the checks side by side on the two cores, then the tests.
 *
 * - `npm test` (no argument): lint and formatting of the whole tree beside the type check of every package and the
 *   UI's build, then every test (vitest, both cores). What CI runs and what must pass before a push.
 * - `npm run test:fast` (`--fast`): the inner loop, within 90 seconds. Lint and formatting of the files changed since
 *   the last commit, the type check (incremental: the next run reads only what changed), then the tests that need
 *   neither a database nor a browser (vitest's `unit` and `ui` projects: deciders, contracts, pure logic).
 *
 * Each step's output is prefixed with its name; a summary of the steps and their times ends the run.
 */

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

interface Result {
  readonly step: Step;
  readonly ok: boolean;
  readonly ms: number;
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

/** Runs one step, its output prefixed with its name (or passed through whole, for the test run's own report). */
function run(step: Step, prefixed = true): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const relay = (chunk: Buffer) =>
      prefixed
        ? chunk
            .toString()
            .split('\n')
            .filter((line) => line.length > 0)
            .map((line) => `[${step.name}] ${line}\n`)
            .join('')
        : chunk;
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(relay(chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(relay(chunk)));
    child.on('close', (code) => resolve({ step, ok: code === 0, ms: performance.now() - started }));
  });
}

/** Runs the steps one after the other, stopping at the first that fails. */
async function inOrder(steps: readonly Step[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) {
    const result = await run(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const npx = (name: string, ...args: string[]): Step => ({ name, command: 'npx', args });
const npm = (name: string, ...args: string[]): Step => ({ name, command: 'npm', args });

/**
 * What eslint and prettier remember of the files they passed (under node_modules/.cache, which git ignores): a file
 * whose content is unchanged since is not read again. A fresh clone (CI) has none and takes as long as without.
 */
const ESLINT_CACHE = ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];
const PRETTIER_CACHE = ['--cache', '--cache-strategy', 'content'];

/** Lint steps: the whole tree, or only `files` (none at all when nothing changed). */
function lintSteps(files: readonly string[] | 'all'): Step[] {
  if (files === 'all')
    return [
      npx('eslint', 'eslint', ...ESLINT_CACHE, '.'),
      npx('prettier', 'prettier', ...PRETTIER_CACHE, '--check', '.'),
    ];
  const steps: Step[] = [];
  const code = files.filter((file) => LINTED.test(file));
  if (code.length > 0) steps.push(npx('eslint', 'eslint', ...ESLINT_CACHE, '--no-warn-ignored', ...code));
  if (files.length > 0)
    steps.push(npx('prettier', 'prettier', ...PRETTIER_CACHE, '--check', '--ignore-unknown', ...files));
  return steps;
}

/**
 * The type check and the build beside it. The packages' build only emits (`--noCheck`): the tests' check covers every
 * package's source as well as the tests (tsconfig.tests.json, through the `source` condition, as the UI's does), so
 * checking the packages in the build as well did the same work twice (10 s of CPU of its 26 s, 2026-12-06). The build
 * is still needed: `npm start` and the launcher's tests run the services from dist. `incremental` keeps what each
 * check saw under node_modules/.cache, for the inner loop.
 */
async function typeCheck(incremental: boolean): Promise<Result[]> {
  const cache = (name: string) =>
    incremental ? ['--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`] : [];
  const checked = await Promise.all([
    inOrder([npx('tsc build', 'tsc', '-b', '--noCheck')]),
    inOrder([npx('tsc tests', 'tsc', '-p', 'tsconfig.tests.json', ...cache('tests'))]),
    inOrder([npx('tsc ui', 'tsc', '-p', 'ui', '--noEmit', ...cache('ui'))]),
  ]);
  return checked.flat();
}

async function main(): Promise<void> {
  const fast = process.argv.includes('--fast');
  const started = performance.now();
  const changed = fast ? changedFiles() : [];
  // Lint (one core) beside the type check and, for the whole run, the UI's build that the browser tests load.
  const [linted, typed] = await Promise.all([
    inOrder(lintSteps(fast ? changed : 'all')),
    typeCheck(fast).then(async (results) =>
      fast || !results.every((r) => r.ok)
        ? results
        : [...results, ...(await inOrder([npm('ui build', 'run', 'build', '-w', 'ui')]))],
    ),
  ]);
  // A failed lint still lets the tests run (their answer is worth having); code that does not compile does not.
  const compiles = typed.length > 0 && typed.every((r) => r.ok);
  const tests = fast
    ? npx('unit', 'vitest', 'run', '--project', 'unit', '--project', 'ui')
    : npx('vitest', 'vitest', 'run');
  const tested = compiles ? [await run(tests, fast)] : [];
  const results = [...linted, ...typed, ...tested];
  const total = performance.now() - started;
  process.stdout.write(
    `\n${fast ? `test:fast: ${changed.length} changed file(s)` : 'npm test'}, ${(total / 1000).toFixed(1)} s\n` +
      results
        .map((r) => `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.step.name.padEnd(10)} ${(r.ms / 1000).toFixed(1)} s`)
        .join('\n') +
      '\n',
  );
  process.exitCode = results.every((r) => r.ok) && compiles ? 0 : 1;
}

await main();
