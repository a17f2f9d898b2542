import { describe, expect, it } from 'vitest';
import { documentText, documentTextReady, loadDocumentCatalogue } from './document-text';
import { activateLocale, currentLocale } from './i18n';

describe('documents in both languages (issue 46, item 6)', () => {
  it('gives a message in English and Arabic at once, whatever the page speaks', async () => {
    await activateLocale('en');
    expect(documentTextReady('kitDialogs.receipt.total')).toBe(false);
    await loadDocumentCatalogue('kitDialogs');
    expect(documentTextReady('kitDialogs.receipt.total')).toBe(true);
    expect(documentText('kitDialogs.receipt.total')).toEqual({ en: 'Total', ar: 'الإجمالي' });
    // The page's own language is untouched by a document's translators.
    expect(currentLocale()).toBe('en');
  });

  it('writes the values into both', async () => {
    await loadDocumentCatalogue('shared');
    const text = documentText('kit.plan.months', { count: 3 });
    expect(text.en).toBe('3 months');
    expect(text.ar).toBe('3 أشهر');
  });

  it('refuses a catalogue nobody registered', async () => {
    await expect(loadDocumentCatalogue('no-such-feature')).rejects.toThrow(/no-such-feature/);
  });
});
