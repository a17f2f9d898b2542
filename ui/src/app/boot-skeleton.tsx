import { AppSkeleton } from '../components/feedback/app-skeleton';
import { useGymName } from '../features/settings/api/get-public-settings';

/** The router's first-load fallback: the app skeleton with the gym's name (spec section 2). */
export function BootSkeleton() {
  const gymName = useGymName();
  return <AppSkeleton gymName={gymName || 'Gym'} />;
}
