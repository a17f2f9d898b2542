import { RouterProvider } from 'react-router';
import { meQueryOptions } from '../lib/api/get-me';
import { publicSettingsQueryOptions } from '../features/settings/api/get-public-settings';
import { clearSessionCache, createQueryClient } from '../lib/query-client';
import { onSessionExpired } from '../lib/session-events';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { chosenLocale } from '../lib/i18n/chosen-locale';
import { activateLocale } from '../lib/i18n/i18n';
import { DEFAULT_LOCALE } from '../lib/i18n/locale';

const queryClient = createQueryClient();
/** How long the first paint waits for the gym's default language before it opens in English. */
const GYM_LANGUAGE_WAIT_MS = 1500;
const router = createAppRouter();

// Start the first reads while the page's code is still loading, instead of after it.
void queryClient.prefetchQuery(publicSettingsQueryOptions());
if (window.location.pathname !== '/login') void queryClient.prefetchQuery(meQueryOptions());

// Any 401 from the API: the session is over. Leave the page first (so nothing refetches), then forget its data.
onSessionExpired(() => {
  if (router.state.location.pathname === '/login') return;
  void router.navigate('/login', { replace: true }).then(() => clearSessionCache(queryClient));
});

/**
 * The language of the first paint (issue 46): this browser's last choice, else the gym's default language (read
 * from the public settings the app needs anyway, at most a moment), else English. The signed-in account's own choice
 * applies once the user is known (guards/use-account-language).
 */
export async function prepareLanguage(): Promise<void> {
  const chosen = chosenLocale();
  if (chosen) return activateLocale(chosen);
  const settings = await Promise.race([
    queryClient.fetchQuery(publicSettingsQueryOptions()).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, GYM_LANGUAGE_WAIT_MS)),
  ]);
  return activateLocale(settings?.defaultLanguage ?? DEFAULT_LOCALE);
}

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
