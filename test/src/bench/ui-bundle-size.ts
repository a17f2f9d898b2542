import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly sourcesContent?: readonly (string | null)[];
}

/** The languages the UI speaks; the figure is measured in each. */
export const UI_LOCALES = ['en', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

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
 * What the entry loads lazily as soon as the page speaks a language, to sign in and to show any
 * screen: counted in that language. The feature catalogues are not listed: they are found from the code (below). Each
 * module must be a lazy import of the entry (else the measure fails), so the list cannot outlive the import it names.
 */
export const LOADED_WITH_LANGUAGE: Readonly<Record<UiLocale, readonly string[]>> = {
  // The shared catalogue (shell, kit, sign-in screen) in the page's language, loaded before the first paint
  // (lib/i18n/i18n.ts); a page in Arabic does not fetch the English one.
  en: ['src/locales/en.po'],
  ar: ['src/locales/ar.po'],
};

/**
 * Catalogues the entry loads lazily only on an error or when a form is used: the server's refusals, on the first
 * refusal shown (lib/refusal-text.ts), and the schemas' validation sentences, when a form field is first focused or
 * shows an error (lib/i18n/validation-text.ts), and zod's own sentences in Arabic, when a form is first used (a field
 * focused, a form checked, a message shown; lib/i18n/validation-text.ts): not counted. Each must be a lazy import of
 * the counted code and never a static import of it.
 */
export const LOADED_ON_ERROR: readonly string[] = [
  'src/locales/refusal/en.po',
  'src/locales/refusal/ar.po',
  'src/locales/validation/en.po',
  'src/locales/validation/ar.po',
  '../node_modules/zod/v4/locales/ar.js',
];

/**
 * The kit dialogs' catalogue (invoice and PT balance dialogs, member picker, receipts, image uploads; ids
 * `kitDialogs.…`), which the translator loads on the first of its messages shown (lib/i18n/i18n.ts): not counted. Each
 * must be a lazy import of the counted code and never a static import of it, and no counted source may name one of
 * its ids (else the dashboard would wait for it), so the list cannot hide text the page needs.
 */
export const LOADED_WITH_KIT_DIALOGS: readonly string[] = [
  'src/locales/kit-dialogs/en.po',
  'src/locales/kit-dialogs/ar.po',
];
const KIT_DIALOGS_ID = /['"`]kitDialogs\./;

/**
 * Code the shell loads when the browser is idle after the page shows, so that it is ready before the user reaches for
 * it: the header's menu on Headless UI's Menu (components/ui/menu-button.tsx). A browser signing in and opening the
 * dashboard fetches it, but nothing waits for it: not counted in the budget, and weighed apart (`idleGzipBytes`). Each
 * must be a lazy import of the counted code and never a static import of it.
 */
export const LOADED_WHEN_IDLE: readonly string[] = ['src/components/ui/headless-menu-button.tsx'];

/** A feature's catalogue in a language, as the manifest names it (`features/<name>/feature.ts` imports it). */
const featureCatalogue = (feature: string, locale: UiLocale) => `src/features/${feature}/locales/${locale}.po`;

/** Message ids in UI source (`'dashboard.summary.title'`, `` `dashboard.gender.${g}` ``): the catalogue is the first part. */
const MESSAGE_ID = /['"`]([a-z][a-z-]*)\.[a-zA-Z]/g;

/** Source without its comments, which name ids as examples (`t('members.list.found')` in use-t.ts's). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

export interface UiWeight {
  readonly files: number;
  readonly gzipBytes: number;
  /** The feature catalogues counted (the features whose messages the counted code shows). */
  readonly featureCatalogues: readonly string[];
  /** What LOADED_WHEN_IDLE adds to the counted files, gzip: fetched after the dashboard shows, not counted. */
  readonly idleGzipBytes: number;
}

/**
 * The JavaScript a browser fetches to sign in and see the whole dashboard, gzip-compressed, in each language, from the
 * UI build's manifest and source maps: the entry and what it imports, then the dashboard route with everything it
 * imports, including the parts it loads lazily as it renders (charts, lower panels) but not those in LOADED_ON_ACTION;
 * then the message catalogues they need in that language: LOADED_WITH_LANGUAGE's, and the catalogue of every feature
 * whose message ids appear in the counted code's sources (the dashboard's own; another feature's whose component it
 * shows; the router loads a page's, the translator any other on its first id). The entry's other lazy routes (and the
 * small-screen menu, loaded when it opens) are not counted.
 */
export async function loginAndDashboardJavaScript(uiDist: string): Promise<Record<UiLocale, UiWeight>> {
  const manifestPath = join(uiDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(
    await readFile(manifestPath, 'utf8').catch(() => {
      throw new Error(`${manifestPath} is missing: build the UI first (npm run build -w ui)`);
    }),
  ) as Record<string, ManifestChunk>;

  // Each chunk's modules (with their source), from its source map (a chunk without one, the runtime, has none of ours).
  const modulesOf = new Map<string, Map<string, string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = await readFile(join(uiDist, `${chunk.file}.map`), 'utf8').catch(() => undefined);
    const modules = new Map<string, string>();
    if (map) {
      const { sources, sourcesContent } = JSON.parse(map) as SourceMap;
      sources.forEach((source, i) => {
        const module = relative(join(uiDist, '..'), resolve(dirname(join(uiDist, chunk.file)), source));
        modules.set(module, sourcesContent?.[i] ?? '');
      });
    }
    modulesOf.set(key, modules);
  }

  // The chunks holding each module loaded on an action. One shared with another page's static imports is named after
  // it ("_pay-balance-dialog-<hash>.js"), so the modules of a chunk come from its source map.
  const holders = new Map<string, Set<string>>(LOADED_ON_ACTION.map((module) => [module, new Set<string>()]));
  for (const [key, modules] of modulesOf) {
    holders.get(key)?.add(key);
    for (const module of modules.keys()) holders.get(module)?.add(key);
  }
  const onAction = new Set([...holders.values()].flatMap((keys) => [...keys]));

  const codeKeys = new Set<string>();
  const skipped = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the UI manifest has no chunk ${key}`);
    if (codeKeys.has(key)) return;
    codeKeys.add(key);
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
    if (codeKeys.has(key)) throw new Error(`${key} is also imported statically by the login or dashboard code`);
  }

  // The lazy imports of the counted code, which the catalogues must be (a static one is already counted, or wrong).
  const lazyImports = new Set([...codeKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []));
  const lazyOfCountedCode = (key: string, list: string) => {
    if (!lazyImports.has(key))
      throw new Error(`${key} is not a lazy import of the login or dashboard code: fix ${list}`);
    if (codeKeys.has(key)) throw new Error(`${key} is imported statically by the login or dashboard code: fix ${list}`);
  };
  for (const key of LOADED_ON_ERROR) lazyOfCountedCode(key, 'LOADED_ON_ERROR');
  for (const key of LOADED_WHEN_IDLE) lazyOfCountedCode(key, 'LOADED_WHEN_IDLE');
  for (const key of LOADED_WITH_KIT_DIALOGS) lazyOfCountedCode(key, 'LOADED_WITH_KIT_DIALOGS');

  // The features whose messages the counted code shows: the catalogue named by each message id in our own sources
  // (ui/src, not node_modules or the server's contracts), where a catalogue of that name exists.
  const features = new Set<string>();
  for (const key of codeKeys) {
    for (const [module, source] of modulesOf.get(key) ?? []) {
      if (!module.startsWith('src/')) continue;
      if (KIT_DIALOGS_ID.test(withoutComments(source)))
        throw new Error(
          `${module} shows a kitDialogs message: the page would wait for that catalogue, so keep that id in the shared one`,
        );
      for (const [, name] of withoutComments(source).matchAll(MESSAGE_ID)) {
        if (name && manifest[featureCatalogue(name, 'en')]) features.add(name);
      }
    }
  }
  if (!features.has('dashboard')) throw new Error('no message of the dashboard found in its code: fix MESSAGE_ID');

  const gzipOf = new Map<string, number>();
  const weigh = async (file: string) => {
    const known = gzipOf.get(file);
    if (known !== undefined) return known;
    const bytes = gzipSync(await readFile(join(uiDist, file))).length;
    gzipOf.set(file, bytes);
    return bytes;
  };
  const result = {} as Record<UiLocale, UiWeight>;
  for (const locale of UI_LOCALES) {
    for (const key of LOADED_WITH_LANGUAGE[locale]) lazyOfCountedCode(key, 'LOADED_WITH_LANGUAGE');
    const catalogues = [...features].sort().map((feature) => featureCatalogue(feature, locale));
    for (const key of catalogues) lazyOfCountedCode(key, 'the feature catalogues');
    // A catalogue's chunk with what it imports (zod's locale imports zod's core, already counted).
    const closure = (keys: readonly string[], files = new Set<string>()) => {
      const add = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`the UI manifest has no chunk ${key}`);
        if (files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const next of chunk.imports ?? []) add(next);
      };
      keys.forEach(add);
      return files;
    };
    const files = closure([...codeKeys, ...LOADED_WITH_LANGUAGE[locale], ...catalogues]);
    const idle = [...closure(LOADED_WHEN_IDLE)].filter((file) => !files.has(file));
    let gzipBytes = 0;
    for (const file of files) gzipBytes += await weigh(file);
    let idleGzipBytes = 0;
    for (const file of idle) idleGzipBytes += await weigh(file);
    result[locale] = { files: files.size, gzipBytes, featureCatalogues: [...features].sort(), idleGzipBytes };
  }
  return result;
}
