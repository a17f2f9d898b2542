import { RouterProvider } from 'react-router';
import { meQueryOptions } from '../lib/api/get-me';
import { publicSettingsQueryOptions } from '../features/settings/api/get-public-settings';
import { clearSessionCache, createQueryClient } from '../lib/query-client';
import { onSessionExpired } from '../lib/session-events';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();

// Start the first reads while the page's code is still loading, instead of after it.
void queryClient.prefetchQuery(publicSettingsQueryOptions());
if (window.location.pathname !== '/login') void queryClient.prefetchQuery(meQueryOptions());

// Any 401 from the API: the session is over. Leave the page first (so nothing refetches), then forget its data.
onSessionExpired(() => {
  if (router.state.location.pathname === '/login') return;
  void router.navigate('/login', { replace: true }).then(() => clearSessionCache(queryClient));
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
