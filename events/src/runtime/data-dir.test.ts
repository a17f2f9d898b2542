import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDataDir, SYSTEM_DATA_DIR } from './data-dir.js';

describe('where npm start keeps its data', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is GYM_DATA_DIR when set, for root and others alike', () => {
    for (const isRoot of [true, false]) {
      expect(resolveDataDir({ env: { GYM_DATA_DIR: '/srv/gym' }, checkout: '/home/a/gym', isRoot })).toEqual({
        path: '/srv/gym',
        source: 'GYM_DATA_DIR',
      });
    }
  });

  it("is the checkout's .data for a normal user, and /var/lib/gym-back-office for root", () => {
    expect(resolveDataDir({ env: {}, checkout: '/home/a/gym', isRoot: false })).toEqual({
      path: '/home/a/gym/.data',
      source: 'checkout',
    });
    expect(resolveDataDir({ env: {}, checkout: '/root/gym', isRoot: true })).toEqual({
      path: SYSTEM_DATA_DIR,
      source: 'system',
    });
    expect(SYSTEM_DATA_DIR).toBe('/var/lib/gym-back-office');
  });

  it('stays in the checkout for root when an earlier version already keeps a database there', async () => {
    const checkout = await mkdtemp(join(tmpdir(), 'gym-data-dir-'));
    dirs.push(checkout);
    await mkdir(join(checkout, '.data', 'postgres'), { recursive: true });
    await writeFile(join(checkout, '.data', 'postgres', 'PG_VERSION'), '18\n');
    expect(resolveDataDir({ env: {}, checkout, isRoot: true })).toEqual({
      path: join(checkout, '.data'),
      source: 'existing checkout data',
    });
  });
});
