import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The UI's message catalogues (issue 46): one pair per feature (`src/features/<name>/locales/{en,ar}.po`) and one
 * for what every screen shares, the shell, the kit and the sign-in screen (`src/locales/{en,ar}.po`), the kit's
 * dialogs and documents apart (`src/locales/kit-dialogs`), loaded when first shown. A message is
 * named by an id (`members.table.name`, `kit.pager.next`) and written in ICU MessageFormat; the Vite plugin compiles
 * a catalogue when the app imports it, so no message parser is shipped to the browser.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // The ids are written by hand, not generated from the English text: a PO entry's msgid is its id.
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: [
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'] },
    // The kit's dialogs and documents, shown only once the user acts (lib/i18n/i18n.ts loads them on first use).
    {
      path: '<rootDir>/src/locales/kit-dialogs/{locale}',
      include: [
        '<rootDir>/src/components/member/invoice-dialog.tsx',
        '<rootDir>/src/components/member/member-picker.tsx',
        '<rootDir>/src/components/member/pay-balance-dialog.tsx',
        '<rootDir>/src/components/receipt',
        '<rootDir>/src/components/ui/image-file-button.tsx',
        '<rootDir>/src/lib/pt-payment-toasts.ts',
      ],
    },
    // The server's refusals by code, written by hand beside the server's sentences (lib/refusal-text.ts).
    { path: '<rootDir>/src/locales/refusal/{locale}', include: ['<rootDir>/src/lib/refusal-text.ts'] },
    // The server schemas' validation sentences, by their English text (lib/i18n/validation-text.ts).
    { path: '<rootDir>/src/locales/validation/{locale}', include: ['<rootDir>/src/lib/i18n/validation-text.ts'] },
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] },
  ],
});
