import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version.js';

interface LockedPackage {
  readonly version?: string;
  readonly engines?: Record<string, string> | string[];
  readonly os?: string[];
  readonly cpu?: string[];
}

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** A locked package's `engines.node` (old packages wrote engines as an array of strings). */
function nodeRange(entry: LockedPackage): string | undefined {
  if (!entry.engines) return undefined;
  if (Array.isArray(entry.engines)) return entry.engines.find((e) => e.startsWith('node '))?.slice(5);
  return entry.engines.node;
}

describe('the Node versions package.json promises', () => {
  const required = manifest.engines.node;
  const oldest = semver.minVersion(required)!;

  it('are what every locked dependency supports, so npm install gives no EBADENGINE warning', () => {
    expect(semver.validRange(required)).not.toBeNull();
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.includes('node_modules/'))
      .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 13), entry }))
      .filter(({ entry }) => {
        const range = nodeRange(entry);
        // A range npm cannot parse is also a warning waiting to happen.
        return range !== undefined && !semver.satisfies(oldest, range, { includePrerelease: true });
      })
      .map(({ name, entry }) => `${name}@${entry.version} wants node ${nodeRange(entry)}`);
    expect(refusing, `the root engines say node ${required} (from ${oldest.version})`).toEqual([]);
  });

  it('include the Node this test runs on', () => {
    expect(unsupportedNode(process.versions.node, required)).toBeNull();
  });

  it('make the launcher name the version to install when Node is too old', () => {
    expect(unsupportedNode('18.20.4', '>=20.19')).toMatch(
      /^Node\.js 18\.20\.4 is too old .* needs Node\.js >=20\.19\. Install Node\.js 20 LTS \(20\.19\.0 or later\)/,
    );
    expect(unsupportedNode('22.1.0', '>=20.19')).toBeNull();
  });
});
