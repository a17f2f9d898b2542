import { pino } from 'pino';
import type { DestinationStream, Level, Logger, StreamEntry } from 'pino';

/** How many of the latest error lines a test app keeps: enough to explain one failed request. */
const KEPT_ERRORS = 50;

export interface TestLogger {
  readonly log: Logger;
  /** The app's latest error and fatal log lines (JSON), oldest first: what a test prints when a call got a 500. */
  readonly errors: () => readonly string[];
}

/**
 * The app's logger in tests: silent unless TEST_LOG_LEVEL asks (then to stdout), but always keeping the latest errors,
 * because a 500 never says why to the client and a flaky one on CI cannot be rerun with more logging.
 */
export function testLogger(): TestLogger {
  const kept: string[] = [];
  const keep: DestinationStream = {
    write(line: string) {
      kept.push(line.trimEnd());
      if (kept.length > KEPT_ERRORS) kept.shift();
    },
  };
  const streams: StreamEntry<Level>[] = [{ level: 'error', stream: keep }];
  const asked = process.env.TEST_LOG_LEVEL;
  if (asked && asked !== 'silent') streams.push({ level: asked as Level, stream: process.stdout });
  const level = streams.map((s) => s.level!).sort((a, b) => pino.levels.values[a]! - pino.levels.values[b]!)[0]!;
  return { log: pino({ level }, pino.multistream(streams)), errors: () => [...kept] };
}
