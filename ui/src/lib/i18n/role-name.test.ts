import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { actorNameIn } from './role-name';

const say = (name: string) => actorNameIn(i18n._.bind(i18n), name);

describe('who recorded something, in the page’s language (issue 46)', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('keeps the English as recorded and a person’s name as it is', () => {
    expect(say('System (petty-cash-till)')).toBe('System (petty-cash-till)');
    expect(say('Reception Desk')).toBe('Reception Desk');
  });

  it('names the system in Arabic, without its process’s English name', async () => {
    await activateLocale('ar');
    expect(say('System (petty-cash-till)')).toBe('النظام');
    expect(say('Reception Desk')).toBe('Reception Desk');
    expect(say('System administrator (Huda)')).toBe('System administrator (Huda)');
  });
});
