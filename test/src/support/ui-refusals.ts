import { readFileSync } from 'node:fs';
import PO from 'pofile';

/** The UI's catalogue of the server's refusals in `locale` (ui/src/locales/refusal), by message id. */
export function uiRefusals(locale: 'en' | 'ar'): Map<string, string> {
  const file = new URL(`../../../ui/src/locales/refusal/${locale}.po`, import.meta.url);
  const po = PO.parse(readFileSync(file, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}
