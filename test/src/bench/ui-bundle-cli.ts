import { resolve } from 'node:path';
import { loginAndDashboardJavaScript } from './ui-bundle-size.js';

/**
 * `npm run bench:bundle`: the UI build's login + dashboard JavaScript alone (DESIGN section 8: at most 250 kB gzip), the
 * same figure `npm run bench` prints, in seconds instead of the whole bench, for a change to the UI's imports.
 */
const BUDGET_BYTES = 250_000;
const { files, gzipBytes } = await loginAndDashboardJavaScript(resolve('ui/dist'));
const verdict = gzipBytes <= BUDGET_BYTES ? 'PASS' : 'FAIL';
console.log(
  `login + dashboard JavaScript: ${(gzipBytes / 1000).toFixed(1)} kB gzip in ${files} files (budget 250 kB): ${verdict}`,
);
if (verdict === 'FAIL') process.exitCode = 1;
