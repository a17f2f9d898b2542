import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * Lazily loaded modules the dashboard fetches only when the user acts (a click that opens a dialog), never to show
 * the page: not counted. Everything else the dashboard loads lazily is (the charts and lower panels load as it
 * renders). A module listed here must be a lazy import of the counted code and its chunk never a static import of it
 * (else the measure fails), so the list can neither hide code the page needs nor outlive the lazy import it names.
 */
export const LOADED_ON_ACTION: readonly string[] = [
  // Due Payments' "Pay" button opens it (the confirmation of a PT balance payment, in Headless UI's dialog).
  'src/components/member/pay-balance-dialog.tsx',
  // Quick Check-in's member picker (Headless UI's Combobox): a look-alike box shows first, the picker loads when the
  // user reaches for the box (pointer over it, focus); see components/member/member-picker-on-demand.tsx.
  'src/components/member/member-picker.tsx',
];

/**
 * The JavaScript a browser fetches to sign in and see the whole dashboard, gzip-compressed, from the UI build's
 * manifest: the entry and what it imports, then the dashboard route with everything it imports, including the parts
 * it loads lazily as it renders (charts, lower panels) but not those in LOADED_ON_ACTION. The entry's other lazy
 * routes (and the small-screen menu, loaded when it opens) are not counted.
 */
export async function loginAndDashboardJavaScript(uiDist: string) {
  const manifestPath = join(uiDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(
    await readFile(manifestPath, 'utf8').catch(() => {
      throw new Error(`${manifestPath} is missing: build the UI first (npm run build -w ui)`);
    }),
  ) as Record<string, ManifestChunk>;

  // The chunks holding each listed module. One shared with another page's static imports is named after it
  // ("_pay-balance-dialog-<hash>.js"), so the modules of a chunk come from its source map (without one, none is left out).
  const holders = new Map<string, Set<string>>(LOADED_ON_ACTION.map((module) => [module, new Set<string>()]));
  for (const [key, chunk] of Object.entries(manifest)) {
    holders.get(key)?.add(key);
    const map = await readFile(join(uiDist, `${chunk.file}.map`), 'utf8').catch(() => undefined);
    if (!map) continue;
    for (const source of (JSON.parse(map) as { sources: string[] }).sources) {
      const module = relative(join(uiDist, '..'), resolve(dirname(join(uiDist, chunk.file)), source));
      holders.get(module)?.add(key);
    }
  }
  const onAction = new Set([...holders.values()].flatMap((keys) => [...keys]));

  const files = new Set<string>();
  const staticKeys = new Set<string>();
  const skipped = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the UI manifest has no chunk ${key}`);
    staticKeys.add(key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next, followDynamic);
    if (!followDynamic) return;
    for (const next of chunk.dynamicImports ?? []) {
      if (onAction.has(next)) skipped.add(next);
      else visit(next, true);
    }
  };
  visit('index.html', false);
  visit('src/features/dashboard/routes/dashboard-page.tsx', true);
  for (const [module, keys] of holders) {
    if (![...keys].some((key) => skipped.has(key)))
      throw new Error(`${module} is not loaded lazily by the dashboard: take it off LOADED_ON_ACTION`);
  }
  for (const key of skipped) {
    if (staticKeys.has(key)) throw new Error(`${key} is also imported statically by the login or dashboard code`);
  }

  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(uiDist, file))).length;
  return { files: files.size, gzipBytes };
}
