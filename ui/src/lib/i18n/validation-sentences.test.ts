// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogues';

/**
 * Every sentence a schema writes has its Arabic (issue 46, item 1): the validation catalogue holds each English
 * sentence the schemas of the server (kernel contracts, modules) and of the UI give a field, so a form never shows
 * an English sentence on an Arabic page. A new sentence in a schema fails here, naming its file, until it is added to
 * `ui/src/locales/validation/{en,ar}.po`.
 */
const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['kernel/src/contracts', 'modules/src', 'ui/src'];

/** A sentence given to a schema: `message:`/`error:` values, a check's last argument, a `…_MESSAGE` constant. */
const SENTENCE = new RegExp(
  [
    String.raw`(?:message|error)\s*:\s*`,
    String.raw`\.(?:refine|regex|min|max|length|gte|lte|gt|lt)\((?:[^()'"\x60]|\([^()]*\))*?,\s*`,
    String.raw`\.(?:nonnegative|positive|int|email|url)\(\s*`,
    String.raw`const [A-Z_]+_MESSAGE\s*=\s*`,
  ]
    .map((before) => `(?:${before})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(String.raw`)(['"\x60])((?:(?!\1).)+)\1`),
  'gs',
);

/** What the pattern also finds that no field shows: an error answer made in the UI, a catalogue id, a file's name. */
const NOT_SENTENCES = new Set(['Not Found', 'the logo']);

function sourceFiles(folder: string): string[] {
  return (readdirSync(join(repository, folder), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('locales'))
    .map((file) => join(folder, file));
}

/** A sentence with `${…}` in it as a pattern of what it writes (an unclosed one: anything from there on). */
const asPattern = (sentence: string) =>
  new RegExp(
    `^${sentence
      .replace(/\$\{[^}]*$/, '${…}')
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

describe('the validation catalogue', () => {
  it('has every sentence the schemas give a field', () => {
    const folder = join(repository, 'ui/src/locales/validation');
    const english = [...readCatalogue(join(folder, 'en.po')).values()].map((text) =>
      text.replace(/\{\w+\}/g, '${value}'),
    );
    const missing: string[] = [];
    for (const file of SOURCES.flatMap(sourceFiles)) {
      const code = readFileSync(join(repository, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const [, , sentence] of code.matchAll(SENTENCE)) {
        if (sentence!.length < 3 || NOT_SENTENCES.has(sentence!) || /^[\w.-]+\.[\w.-]+$/.test(sentence!)) continue;
        const pattern = asPattern(sentence!);
        if (!english.some((text) => text === sentence || pattern.test(text))) missing.push(`${file}: "${sentence}"`);
      }
    }
    expect(missing, 'add these to ui/src/locales/validation/{en,ar}.po').toEqual([]);
  });
});
