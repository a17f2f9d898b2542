import { TriangleAlert } from 'lucide-react';
import { useDemoInfo } from '../api/get-demo-info';
import { useT } from '../../../lib/i18n/use-t';

/**
 * While the server runs in demo mode, every screen says so, and what it means: the demo accounts' passwords are
 * published, so this is no place for real members' data. The server decides; nothing shows when it is off.
 */
export function DemoModeBanner() {
  const { data } = useDemoInfo();
  const t = useT();
  if (!data?.enabled) return null;
  return (
    <section
      aria-label={t('auth.demoBanner.label')}
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
      <p>
        <strong className="font-semibold">{t('auth.demoBanner.title')}</strong>{' '}
        {t(data.remoteSignIn ? 'auth.demoBanner.everywhere' : 'auth.demoBanner.local')}
      </p>
    </section>
  );
}
