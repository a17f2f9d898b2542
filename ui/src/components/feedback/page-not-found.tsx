import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { useT } from '../../lib/i18n/use-t';

export function PageNotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <title>{t('app.notFound.title')}</title>
      <h1 className="text-3xl font-bold text-slate-900">{t('app.notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('app.notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        {t('app.notFound.home')}
      </Link>
    </section>
  );
}
