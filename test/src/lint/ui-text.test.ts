import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import noLiteralUiText from '../../../eslint-rules/no-literal-ui-text.js';
import { UNTRANSLATED_UI_FILES } from '../../../eslint-rules/untranslated-ui-files.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'i18n/no-literal-ui-text';

/** The project's own ESLint setup (eslint.config.js), as `npm run lint` runs it. */
const eslint = new ESLint({ cwd: root });

async function textErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** The rule alone, on any file, whatever the list says: does this file still show literal text? */
function literalsIn(file: string): number {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    readFileSync(`${root}${file}`, 'utf8'),
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
        rules: { [RULE]: 'error' },
      },
    ],
    `${root}${file}`,
  ).length;
}

describe('UI text comes from the message catalogues (issue 46, item 8)', () => {
  const translatedFile = 'ui/src/features/auth/components/fixture.tsx';

  it.each([
    ['JSX text', 'export const A = () => <p>Save changes</p>;'],
    ['an aria-label', 'export const A = () => <button aria-label="Close" />;'],
    ['a placeholder in braces', "export const A = () => <input placeholder={'Search members'} />;"],
    ['a template child', 'export const A = ({ n }: { n: string }) => <p>{`Hello ${n}`}</p>;'],
    ['Arabic text', 'export const A = () => <p>حفظ</p>;'],
  ])('fails on %s in a translated file', async (_what, code) => {
    expect(await textErrors(translatedFile, code)).toEqual([
      expect.stringMatching(/is a literal: put it in the message catalogues/),
    ]);
  });

  it('passes text from the catalogues, punctuation and values', async () => {
    const code = [
      "import { useT } from '../../../lib/i18n/use-t';",
      'export const A = ({ name }: { name: string }) => {',
      '  const t = useT();',
      "  return <p title={t('auth.form.label')} aria-label={name}>{t('auth.welcome', { name })} · {42} {'—'}</p>;",
      '};',
    ].join('\n');
    expect(await textErrors(translatedFile, code)).toEqual([]);
  });

  it('lists only files that exist and still show literal text, so the list of files left only shrinks', () => {
    const stale = UNTRANSLATED_UI_FILES.filter((file) => !existsSync(`${root}${file}`) || literalsIn(file) === 0);
    expect(stale, 'take these off eslint-rules/untranslated-ui-files.js: their text is in the catalogues').toEqual([]);
  });
});
