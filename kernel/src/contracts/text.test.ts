import { describe, expect, it } from 'vitest';
import { multiLine, queryFlag, singleLine } from './text.js';

describe('the shared string types refuse control characters (issue 11, item 4)', () => {
  it('one line: no NUL, tab, line break, DEL or lone surrogate; any other Unicode is fine', () => {
    const name = singleLine().trim().max(20);
    for (const bad of ['a\u0000', 'a\tb', 'a\nb', 'a\u001Fb', 'a\u007F', 'a\ud800', '\udc00b']) {
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Aisha', 'عائشة', 'Zoë 🏋️', '']) expect(name.parse(good)).toBe(good);
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toMatch(/control characters/);
  });

  it('a note keeps line breaks and tabs but not NUL or the other controls', () => {
    const note = multiLine();
    expect(note.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    for (const bad of ['a\u0000', 'a\u0008', 'a\u000B', 'a\u001B[31m', 'a\u007F']) {
      expect(note.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('no direction overrides or isolates in either (issue 43, item 6), but the marks Arabic text may carry', () => {
    for (const type of [singleLine(), multiLine()]) {
      for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
        const bad = `Ali${String.fromCodePoint(code)}gnp.exe`;
        expect(type.safeParse(bad).success, code.toString(16)).toBe(false);
      }
      expect(type.safeParse('a\u202Eb').error?.issues[0]?.message).toMatch(/direction overrides/);
      for (const good of ['\u200Fعائشة', 'Room\u200E 2', '\u061C١٢']) expect(type.parse(good)).toBe(good);
    }
  });

  it('a query flag reads true/false and refuses anything else', () => {
    expect(queryFlag().parse('true')).toBe(true);
    expect(queryFlag().parse('false')).toBe(false);
    expect(queryFlag().safeParse('true\u0000').success).toBe(false);
  });
});
