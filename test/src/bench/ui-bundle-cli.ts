import { resolve } from 'node:path';
import { loginAndDashboardJavaScript, UI_LOCALES } from './ui-bundle-size.js';

/**
 * `npm run bench:bundle`: the UI build's login + dashboard JavaScript alone, in each language (DESIGN section 8: at
 * most 250 kB gzip), the same figures `npm run bench` prints, in seconds instead of the whole bench, for a change to
 * the UI's imports.
 */
const BUDGET_BYTES = 250_000;
const weights = await loginAndDashboardJavaScript(resolve('ui/dist'));
const pass = UI_LOCALES.every((locale) => weights[locale].gzipBytes <= BUDGET_BYTES);
const figures = UI_LOCALES.map((locale) => `${locale} ${(weights[locale].gzipBytes / 1000).toFixed(1)} kB`).join(', ');
console.log(`login + dashboard JavaScript: ${figures} gzip (budget 250 kB): ${pass ? 'PASS' : 'FAIL'}`);
console.log(
  `  ${UI_LOCALES.map((locale) => `${locale} ${weights[locale].files} files`).join(', ')}; ` +
    `feature catalogues: ${weights.en.featureCatalogues.join(', ')}; ` +
    `then, when the browser is idle (not counted): ${(weights.en.idleGzipBytes / 1000).toFixed(1)} kB`,
);
if (!pass) process.exitCode = 1;
