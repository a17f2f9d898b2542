import { readLocal, writeLocal } from '../storage';
import { isLocale } from './locale';
import type { Locale } from './locale';

const KEY = 'gym.locale';

/**
 * The language this browser last chose (the sign-in screen's switch, the profile menu), so the app opens in it
 * before anyone has signed in; the account's own choice, saved on the server, wins once the user is known.
 */
export function chosenLocale(): Locale | undefined {
  const stored = readLocal(KEY);
  return isLocale(stored) ? stored : undefined;
}

export function rememberLocale(locale: Locale): void {
  writeLocal(KEY, locale);
}
