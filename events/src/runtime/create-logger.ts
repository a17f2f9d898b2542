import { pino } from 'pino';
import type { Logger } from 'pino';

/**
 * pino JSON logs, pretty-printed only when a person is watching a terminal (DESIGN section 7). `LOG_LEVEL` sets the
 * level; `silent` is useful in tests.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const pretty = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json';
  return pino({
    name: service,
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}
