/**
 * A rebuild's pass failed on one projector's work, not on the connection: the runner builds that one from the log
 * batch by batch instead, parking what it cannot apply (see `ProjectionRunner.buildStale`).
 */
export class ProjectorRebuildError extends Error {
  override readonly name = 'ProjectorRebuildError';
  constructor(
    readonly projector: string,
    override readonly cause: unknown,
  ) {
    super(`Rebuilding ${projector} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
