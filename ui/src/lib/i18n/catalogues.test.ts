// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { argumentsOf, catalogueFolders, readCatalogue } from './catalogues';
import { catalogueOf } from './catalogue-names';

/**
 * The catalogues are complete and agree (issue 46, item 8): Arabic has every English message with the same ICU
 * arguments, a plural in Arabic has all six of its forms, a message lives in the catalogue its id names, and every id
 * the code uses is in its catalogue. Each failure names the file and the id to fix.
 */
const uiSource = fileURLToPath(new URL('../../', import.meta.url));
const ARABIC_PLURALS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
const catalogues = catalogueFolders(uiSource).map(({ name, folder }) => ({
  name,
  folder: relative(uiSource, folder),
  en: readCatalogue(join(folder, 'en.po')),
  ar: readCatalogue(join(folder, 'ar.po')),
}));

describe('the message catalogues', () => {
  it('include the shared one and name Arabic’s six plural forms', () => {
    expect(catalogues.map((c) => c.name)).toContain('shared');
    expect([...ARABIC_PLURALS].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('have every English message in Arabic, translated, and nothing Arabic that English lacks', () => {
    const problems = catalogues.flatMap(({ folder, en, ar }) => [
      ...[...en.keys()].filter((id) => !ar.get(id)).map((id) => `${folder}/ar.po lacks ${id}`),
      ...[...ar.keys()].filter((id) => !en.has(id)).map((id) => `${folder}/en.po lacks ${id} (only in Arabic)`),
      ...[...en].filter(([, text]) => !text).map(([id]) => `${folder}/en.po has no text for ${id}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('give each message the same ICU arguments in both languages, and an Arabic plural all six forms', () => {
    const problems: string[] = [];
    for (const { folder, en, ar } of catalogues) {
      for (const [id, english] of en) {
        const arabic = ar.get(id);
        if (!arabic) continue;
        let source: ReturnType<typeof argumentsOf>;
        let translated: ReturnType<typeof argumentsOf>;
        try {
          source = argumentsOf(english);
          translated = argumentsOf(arabic);
        } catch (error) {
          problems.push(`${folder}: ${id} is not valid ICU MessageFormat: ${(error as Error).message}`);
          continue;
        }
        const names = (set: Set<string>) => [...set].sort().join(', ');
        if (names(source.names) !== names(translated.names))
          problems.push(
            `${folder}: ${id} has {${names(source.names)}} in English but {${names(translated.names)}} in Arabic`,
          );
        for (const [arg, cases] of translated.plurals) {
          const missing = ARABIC_PLURALS.filter((category) => !cases.has(category));
          if (missing.length > 0) problems.push(`${folder}/ar.po: ${id}'s plural {${arg}} lacks ${missing.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep each message in the catalogue its id names', () => {
    const misplaced = catalogues.flatMap(({ name, folder, en }) =>
      [...en.keys()]
        .filter((id) => catalogueOf(id) !== name)
        .map((id) => `${id} is in ${folder}, not in ${catalogueOf(id)}'s`),
    );
    expect(misplaced).toEqual([]);
  });

  it('hold every message id the code names', () => {
    const byName = new Map(catalogues.map((c) => [c.name, c.en]));
    const prefixes = ['app', 'kit', 'nav', 'auth', ...catalogues.map((c) => c.name)].join('|');
    // A string literal shaped like an id: a catalogue's prefix, then dot-separated words (`'members.table.name'`).
    const idLiteral = new RegExp(`['"\`]((?:${prefixes})(?:\\.[A-Za-z0-9]+)+)['"\`]`, 'g');
    const unknown: string[] = [];
    for (const file of readdirSync(uiSource, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, id] of readFileSync(join(uiSource, file), 'utf8').matchAll(idLiteral)) {
        if (!byName.get(catalogueOf(id!))?.has(id!)) unknown.push(`${file}: ${id} is in no catalogue`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
