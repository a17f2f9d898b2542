import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@gym/events/runtime/create-logger';
import { BULK_NODE_FLAGS } from '@gym/projection-service/node-flags';
import { SupervisedService } from './supervised-service.js';
import { DEFAULT_CRASH_POLICY } from './crash-policy.js';

describe('a supervised service started with node flags', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gym-node-flags-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('runs its script with them (the projection service gets the bulk flags this way)', async () => {
    const script = join(dir, 'print-flags.mjs');
    await writeFile(script, `console.log('flags ' + JSON.stringify(process.execArgv)); setInterval(() => {}, 1000);`);
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const service = new SupervisedService(
      'flags',
      script,
      process.env,
      createLogger('test', 'silent'),
      () => undefined,
      DEFAULT_CRASH_POLICY,
      BULK_NODE_FLAGS,
    );
    try {
      service.start();
      await vi.waitFor(() => expect(lines.some((l) => l.startsWith('flags '))).toBe(true), { timeout: 20_000 });
    } finally {
      await service.stop();
      write.mockRestore();
    }
    const printed = JSON.parse(lines.find((l) => l.startsWith('flags '))!.slice('flags '.length)) as string[];
    expect(printed).toEqual(expect.arrayContaining([...BULK_NODE_FLAGS]));
  });
});
