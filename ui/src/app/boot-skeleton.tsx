import { AppSkeleton } from '../components/feedback/app-skeleton';
import { useGymName } from '../features/settings/api/get-public-settings';
import { useT } from '../lib/i18n/use-t';

/** The router's first-load fallback: the app skeleton with the gym's name (spec section 2). */
export function BootSkeleton() {
  const gymName = useGymName();
  const t = useT();
  return <AppSkeleton gymName={gymName || t('app.gymFallback')} />;
}
