import { activateLocale } from '../lib/i18n/i18n';

// Each UI test file starts in English with the shared catalogue loaded, as the app does before its first paint
// (main.tsx). The files share their worker's modules (isolate: false in vitest.config.ts), so without this a file
// read whatever language and catalogues the file before it left: a test of the lost-connection sentence passed after
// one file and printed '' after another (CI, 2026-12-06). The catalogue checks run in Node, with no page to set.
if (typeof document !== 'undefined') await activateLocale('en');
