import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The files known to take longest, most first: a file that starts late on one of the two workers while the other has
 * nothing left to run stretches the whole run by its length (the page-widths test alone takes minutes).
 */
const HEAVY: readonly RegExp[] = [
  /test\/src\/e2e\/page-widths\.test\.ts$/,
  /infra\/src\/(supervision|start)\.test\.ts$/,
  /test\/src\/fault\//,
  /test\/src\/e2e\//,
];

function weight(spec: TestSpecification): number {
  const index = HEAVY.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? HEAVY.length : index;
}

/**
 * Vitest orders each project's files longest first by the durations it cached from the last run, and, on a fresh
 * clone (CI) where it has none, largest file first, which puts a short file with a long run (a browser walking
 * every page) near the end. Where the cache lacks a file's duration, the known heavy files go first within their
 * project, in the order of HEAVY; the rest keep vitest's order.
 */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cached = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    if (sorted.every((spec) => cached(spec) !== undefined)) return sorted;
    const projectOrder = new Map<string, number>();
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort(
      (a, b) =>
        projectOrder.get(a.project.name)! - projectOrder.get(b.project.name)! ||
        weight(a) - weight(b) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
