import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules } from '@gym/modules/modules';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ are the guide a newcomer follows (issue 44): every relative link in them must name a file that
 * exists, every `#anchor` a heading of the file it points to, and the module table in docs/modules.md must list exactly
 * the modules of `modules/src/modules.ts`.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const MODULE_TABLE_FILE = 'docs/modules.md';

function guideFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** The text without fenced code blocks and inline code spans (a `[x](y)` inside code is not a link); lines are kept. */
function withoutCode(markdown: string): string {
  const blanked = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  return blanked.replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces turned into hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/`([^`]*)`/g, '$1') // code spans: their content
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/\*+/g, ''); // emphasis
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file: its headings' slugs (a repeated one gets -1, -2, … as on GitHub) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').split('\n');
  for (const line of lines) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]!);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

interface Link {
  readonly line: number;
  readonly target: string;
}

/** Every inline link and image (`[text](target)`, text may span lines) and every reference definition (`[x]: target`). */
function linksOf(markdown: string): Link[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const links: Link[] = [];
  for (const match of text.matchAll(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ line: lineAt(match.index), target: match[2]! });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) {
    links.push({ line: lineAt(match.index), target: match[1]! });
  }
  return links;
}

interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

const disk: Files = { exists: existsSync, read: (path) => readFileSync(path, 'utf8') };

/**
 * What is wrong with the links of one file (path relative to `base`): a relative file that does not exist, an anchor
 * that no heading of its file gives. External addresses (a scheme such as `https:`) are not followed.
 */
function brokenLinks(file: string, markdown: string, base: string, files: Files = disk): string[] {
  const problems: string[] = [];
  for (const { line, target } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const at = `${file}:${line}: (${target})`;
    const resolved = path === '' ? join(base, file) : resolve(base, dirname(file), path);
    if (path !== '' && !files.exists(resolved)) {
      problems.push(`${at} names ${relative(base, resolved)}, which does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith('.md')) {
      problems.push(`${at} has an anchor, but ${relative(base, resolved)} is not a Markdown file`);
      continue;
    }
    if (!anchorsOf(files.read(resolved)).has(anchor)) {
      problems.push(`${at}: ${relative(base, resolved)} has no heading whose anchor is #${anchor}`);
    }
  }
  return problems;
}

/** The rows of the Markdown table whose header starts `| module | context |`: `context/name` each, code marks dropped. */
function moduleTable(markdown: string): string[] | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*module\s*\|\s*context\s*\|/.test(line));
  if (start === -1) return undefined;
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [name, context] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim().replace(/`/g, ''));
    // A row whose first cell is empty continues the description of the row above.
    if (name) rows.push(`${context}/${name}`);
  }
  return rows;
}

/** Which modules a table leaves out and which it lists that `modules.ts` does not have. */
function tableMismatch(table: readonly string[], actual: readonly string[]) {
  return {
    missing: actual.filter((m) => !table.includes(m)),
    extra: table.filter((m) => !actual.includes(m)),
    twice: table.filter((m, i) => table.indexOf(m) !== i),
  };
}

describe('links in the README and docs/', () => {
  it.each(guideFiles())('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file, disk.read(join(root, file)), root)).toEqual([]);
  });

  it('finds what a broken link names (the check itself)', () => {
    const page = [
      '# Page',
      '',
      '## The `asOf` parameter: time travel',
      'See [gone](missing.md), [here](#the-asof-parameter-time-travel), [nowhere](#no-such-heading),',
      '[a heading](guide.md#run-it-on-2-cores), [its twin](guide.md#run-it-on-2-cores-1), [not',
      'one](guide.md#run-it-on-3-cores), [outside](https://example.com/x#y) and `[in code](missing-too.md)`.',
      '```sh',
      'echo "[in a block](missing-three.md)"',
      '```',
    ].join('\n');
    const fixture: Record<string, string> = {
      '/repo/docs/page.md': page,
      '/repo/docs/guide.md': '# Guide\n\n## Run it (on 2 cores)\n\n## Run it (on 2 cores)\n',
    };
    const files: Files = { exists: (path) => path in fixture, read: (path) => fixture[path] ?? '' };
    expect(brokenLinks('docs/page.md', page, '/repo', files)).toEqual([
      'docs/page.md:4: (missing.md) names docs/missing.md, which does not exist',
      'docs/page.md:4: (#no-such-heading): docs/page.md has no heading whose anchor is #no-such-heading',
      'docs/page.md:5: (guide.md#run-it-on-3-cores): docs/guide.md has no heading whose anchor is #run-it-on-3-cores',
    ]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(slugOf('Run a real gym safely')).toBe('run-a-real-gym-safely');
    expect(slugOf("Rebuilds keep every member's state in memory")).toBe('rebuilds-keep-every-members-state-in-memory');
    expect(slugOf('Fuzzed, and permissions from the document')).toBe('fuzzed-and-permissions-from-the-document');
    expect(slugOf('2026-12-04, 18:50 – 20:10 UTC: an EPYC machine')).toBe('2026-12-04-1850--2010-utc-an-epyc-machine');
    expect(slugOf('The `asOf` parameter → [views](x.md)')).toBe('the-asof-parameter--views');
  });
});

describe('the module table', () => {
  const actual = modules.map((m) => `${m.context}/${m.name}`);

  it(`in ${MODULE_TABLE_FILE} lists exactly the modules of modules/src/modules.ts`, () => {
    const table = moduleTable(disk.read(join(root, MODULE_TABLE_FILE)));
    expect(table, `${MODULE_TABLE_FILE} has no table headed "| module | context |"`).toBeDefined();
    expect(tableMismatch(table!, actual)).toEqual({ missing: [], extra: [], twice: [] });
  });

  it('names the modules a table leaves out and those it has too many (the check itself)', () => {
    const table = moduleTable(
      [
        '| module | context | what it holds |',
        '| --- | --- | --- |',
        '| `members` | `membership` | members |',
        '|  |  | and more |',
        '| `gone` | `insight` | a module that is no more |',
      ].join('\n'),
    );
    expect(table).toEqual(['membership/members', 'insight/gone']);
    const mismatch = tableMismatch(table!, actual);
    expect(mismatch.extra).toEqual(['insight/gone']);
    expect(mismatch.missing).toContain('people/fingerprint');
    expect(mismatch.missing).not.toContain('membership/members');
  });
});
