import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * The JavaScript a browser fetches to sign in and see the whole dashboard, gzip-compressed, from the UI build's
 * manifest: the entry and what it imports, then the dashboard route with everything it imports, including the parts
 * it loads lazily as it renders (charts, lower panels). The entry's other lazy routes are not counted.
 */
export async function loginAndDashboardJavaScript(uiDist: string) {
  const manifestPath = join(uiDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(
    await readFile(manifestPath, 'utf8').catch(() => {
      throw new Error(`${manifestPath} is missing: build the UI first (npm run build -w ui)`);
    }),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the UI manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next, followDynamic);
    if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next, true);
  };
  visit('index.html', false);
  visit('src/features/dashboard/routes/dashboard-page.tsx', true);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(uiDist, file))).length;
  return { files: files.size, gzipBytes };
}
