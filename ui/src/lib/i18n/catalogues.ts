import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import type { Token } from '@messageformat/parser';
import PO from 'pofile';

/**
 * One catalogue pair on disk: the shared one (`src/locales`), the kit dialogs' (`src/locales/kit-dialogs`), the
 * refusals' (`src/locales/refusal`) or a feature's
 * (`src/features/<name>/locales`).
 */
export interface CatalogueFiles {
  readonly name: string;
  readonly folder: string;
}

/** Every catalogue pair under `uiSource` (the UI's `src`). */
export function catalogueFolders(uiSource: string): CatalogueFiles[] {
  const features = join(uiSource, 'features');
  return [
    { name: 'shared', folder: join(uiSource, 'locales') },
    // The kit's dialogs and documents, loaded on their first message rather than with the shared one (issue 46).
    { name: 'kitDialogs', folder: join(uiSource, 'locales', 'kit-dialogs') },
    // The server's refusals by code (issue 46, item 4): the same sentences as the server's, and their Arabic.
    { name: 'refusal', folder: join(uiSource, 'locales', 'refusal') },
    // The server schemas' validation sentences (issue 46, item 1), recognised by their English text.
    { name: 'validation', folder: join(uiSource, 'locales', 'validation') },
    ...readdirSync(features)
      .filter((name) => existsSync(join(features, name, 'locales')))
      .map((name) => ({ name, folder: join(features, name, 'locales') })),
  ];
}

/** A PO catalogue's messages by id (the msgid is the id; the msgstr the text). */
export function readCatalogue(file: string): Map<string, string> {
  const po = PO.parse(readFileSync(file, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

/** The names of a message's arguments, and for each plural the categories it has cases for. */
export function argumentsOf(message: string): { names: Set<string>; plurals: Map<string, Set<string>> } {
  const names = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        if (token.type === 'plural') plurals.set(token.arg, new Set(token.cases.map((c) => c.key)));
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return { names, plurals };
}
