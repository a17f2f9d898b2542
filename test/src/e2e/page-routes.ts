import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const uiSource = fileURLToPath(new URL('../../../ui/src/', import.meta.url));

/**
 * Every page path of the UI, read from its feature list (`ui/src/app/features.ts` and each listed feature's
 * `feature.ts`), so a new page is visited by the layout test without anyone adding it there. Read as text: the
 * manifests import React components the test's Node program cannot load.
 */
export async function uiRoutePaths(): Promise<string[]> {
  const list = await readFile(`${uiSource}app/features.ts`, 'utf8');
  const featureFiles = [...list.matchAll(/from '\.\.\/features\/([a-z0-9-]+)\/feature'/g)].map((m) => m[1]!);
  if (featureFiles.length === 0) throw new Error('no features found in ui/src/app/features.ts');
  const paths: string[] = [];
  for (const folder of featureFiles) {
    const manifest = await readFile(`${uiSource}features/${folder}/feature.ts`, 'utf8');
    const routes = manifest.match(/routes:\s*\[[^\n]*\],|routes:\s*\[[\s\S]*?\n\s*\],/)?.[0] ?? '';
    for (const m of routes.matchAll(/path:\s*'([^']+)'/g)) paths.push(m[1]!.startsWith('/') ? m[1]! : `/${m[1]!}`);
    if (/index:\s*true/.test(routes)) paths.push('/');
  }
  return [...new Set(paths)];
}

/** A path with its `:params` filled from `values`; a parameter without a value is an error (add it to the test). */
export function fillParams(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the layout test has no value for :${name} in ${path}; add one`);
    return encodeURIComponent(value);
  });
}
