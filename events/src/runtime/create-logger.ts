import { pino } from 'pino';
import type { Logger } from 'pino';

/**
 * pino JSON logs, pretty-printed only when a person is watching a terminal (DESIGN section 7), or when
 * `LOG_FORMAT=pretty` says one is (the launcher passes its services' output on to its own terminal). `LOG_LEVEL` sets
 * the level; `silent` is useful in tests.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const format = process.env.LOG_FORMAT;
  const pretty = format === 'pretty' || (process.stdout.isTTY && format !== 'json');
  return pino({
    name: service,
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}
