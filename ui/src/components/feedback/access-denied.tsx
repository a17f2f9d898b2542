import { ShieldAlert } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';

/** Spec section 2: a signed-in user without the route's permission (or any 403 answer) sees this. */
export function AccessDenied() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center">
      <title>{t('app.accessDenied.title')}</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('app.accessDenied.title')}</h1>
      <p className="mt-2 text-slate-800">{t('app.accessDenied.body')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('app.accessDenied.contact')}</p>
    </section>
  );
}
