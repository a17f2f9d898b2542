import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded-database.js';
import { cloneRepository, linkNodeModules } from './testing/fresh-clone.js';
import { healthyBy, LauncherProcess } from './testing/launcher-process.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const asRoot = process.getuid?.() === 0;

describe('npm start from a fresh clone in a directory only its owner can enter', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(`starts the embedded database and both services and answers /api/health (running as ${asRoot ? 'root' : 'a normal user'})`, async () => {
    // `mktemp -d`: mode 0700. As root, PostgreSQL runs as the system user "postgres", who cannot enter it.
    const home = await mkdtemp(join(tmpdir(), 'gym-clone-'));
    dirs.push(home);
    await chmod(home, 0o700);
    const checkout = join(home, 'gym-back-office');
    await cloneRepository(repo, checkout);
    await linkNodeModules(repo, checkout);
    // The data directory the launcher owns; created by mktemp (0700) too, so the launcher has to hand it over.
    const dataDir = await mkdtemp(join(tmpdir(), 'gym-clone-data-'));
    dirs.push(dataDir);

    const port = await freePort();
    const launcher = new LauncherProcess(
      {
        PORT: String(port),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        GYM_DATA_DIR: dataDir,
        GYM_SAMPLE_DATA: '0',
      },
      { launcher: join(checkout, 'infra', 'src', 'start.ts'), cwd: checkout },
    );
    try {
      expect(await healthyBy(port, Date.now() + 150_000, launcher)).toMatchObject({ status: 'ok' });
      const cluster = await stat(join(dataDir, 'postgres'));
      if (asRoot) {
        // The cluster was handed to the database's user, and its binaries copied where that user can run them.
        expect(cluster.uid).not.toBe(0);
        expect((await readdir(dataDir)).some((name) => /^postgresql-\d/.test(name))).toBe(true);
        expect((await stat(dataDir)).mode & 0o001).toBe(0o001);
      } else {
        expect(cluster.uid).toBe(process.getuid?.());
      }
      // The tools beside the app (npm run rebuild, user:create) find the running database here.
      expect((await stat(join(dataDir, 'database-url'))).isFile()).toBe(true);
    } catch (error) {
      await launcher.stop();
      throw error;
    }
    expect(await launcher.stop()).toBe(0);
  }, 240_000);
});
