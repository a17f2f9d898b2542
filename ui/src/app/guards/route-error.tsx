import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AccessDenied } from '../../components/feedback/access-denied';
import { PageNotFound } from '../../components/feedback/page-not-found';
import { Button } from '../../components/ui/button';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n/use-t';

/** A page failed to render: a 403 is Access Denied; a missing code chunk (new deploy) asks for a reload. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  if (isApiError(error, 403)) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  const staleBuild =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-8">
      <h1 className="text-xl font-bold text-slate-900">
        {t(staleBuild ? 'app.error.newVersion' : 'app.error.somethingWrong')}
      </h1>
      <p className="mt-2 text-slate-700">{staleBuild ? t('app.error.reloadToContinue') : errorMessage(error)}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </Button>
    </section>
  );
}
