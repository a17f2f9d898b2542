import type { Reporter, TestModule } from 'vitest/node';

/** Files listed by name at the end of a run: the slowest ones. */
const SLOWEST = 15;
/** Failed tests named at the very end, where a log cut to its tail (CI's) still shows them. */
const FAILED_SHOWN = 30;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where `npm test`'s time goes (issue 44): after the run, each project's file count and the sum of its files' times,
 * and the slowest files, so a change to the suite can be judged by its figures. A file's time is from its import to
 * its last hook (vitest's own `duration` leaves out the import and the `beforeAll`-heavy setup).
 */
export default class DurationsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly finished = new Map<string, number>();
  private runStarted = performance.now();

  onTestRunStart(): void {
    this.runStarted = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.finished.set(module.moduleId, performance.now());
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const wall = performance.now() - this.runStarted;
    const rows = modules.map((module) => {
      const { collectDuration, duration, setupDuration, environmentSetupDuration } = module.diagnostic();
      const start = this.started.get(module.moduleId);
      const end = this.finished.get(module.moduleId);
      const spent =
        start !== undefined && end !== undefined
          ? end - start
          : collectDuration + duration + setupDuration + environmentSetupDuration;
      return { file: module.relativeModuleId, project: module.project.name, spent };
    });
    const projects = new Map<string, { files: number; spent: number }>();
    for (const row of rows) {
      const total = projects.get(row.project) ?? { files: 0, spent: 0 };
      projects.set(row.project, { files: total.files + 1, spent: total.spent + row.spent });
    }
    const lines = [
      '',
      `Where the time went (${rows.length} files, ${seconds(wall)} of wall time; a file's time runs beside others')`,
      ...[...projects].map(
        ([name, { files, spent }]) =>
          `  ${name.padEnd(10)} ${String(files).padStart(4)} files  ${seconds(spent).padStart(9)}`,
      ),
      `  slowest files:`,
      ...rows
        .sort((a, b) => b.spent - a.spent)
        .slice(0, SLOWEST)
        .map((row) => `  ${seconds(row.spent).padStart(9)}  ${row.file}`),
      '',
      ...failures(modules),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

/**
 * Each failed test (or file that failed outside its tests) with the start of its error: its first few non-empty lines
 * joined, since a message may open with a heading whose detail is on the next lines (an axe report).
 */
function failures(modules: readonly TestModule[]): string[] {
  const firstLine = (message: string | undefined) =>
    (message ?? 'failed')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .slice(0, 4)
      .join(' | ')
      .slice(0, 600);
  const failed = modules.flatMap((module) => [
    ...module.errors().map((error) => `  ${module.relativeModuleId}: ${firstLine(error.message)}`),
    ...[...module.children.allTests('failed')].map(
      (test) => `  ${module.relativeModuleId} > ${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`,
    ),
  ]);
  if (failed.length === 0) return [];
  const more = failed.length > FAILED_SHOWN ? [`  … and ${failed.length - FAILED_SHOWN} more`] : [];
  return [`Failed (${failed.length}):`, ...failed.slice(0, FAILED_SHOWN), ...more, ''];
}
