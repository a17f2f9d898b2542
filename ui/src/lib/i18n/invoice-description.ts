import type { useT } from './use-t';

/** The shared catalogue's name of each kind of membership sale, by the words the server writes. */
const SALE_NAMES: Record<string, string> = {
  'New Registration': 'kit.invoice.registration.new',
  Renewal: 'kit.invoice.registration.renewal',
  Update: 'kit.invoice.registration.update',
};

/** The description the server gives a membership sale's invoice when none is typed (invoice-commands.ts). */
const SALE_DESCRIPTION = /^(New Registration|Renewal|Update): (.+) \((\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\)$/;

/**
 * An invoice's description in the page's language. The server stores a membership sale's default description in
 * English ("Renewal: Monthly (2026-12-06 to 2027-01-02)"); that one is worded again from its parts (the plan's name is
 * the gym's, kept as it is). A description someone typed is shown as typed.
 */
export function invoiceDescriptionIn(t: ReturnType<typeof useT>, description: string): string {
  const sale = SALE_DESCRIPTION.exec(description);
  if (!sale) return description;
  const [, kind, plan, start, end] = sale;
  return t('kit.invoice.saleDescription', { kind: t(SALE_NAMES[kind!]!), plan, start, end });
}
