import { useState } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { useContractTerms } from '../api/get-contract-terms';
import { BilingualTerms } from '../components/bilingual-terms';
import { TermsDialog } from '../components/terms-dialog';

/**
 * /settings/contract (canManageSettings): the membership terms and health declaration in force, with their version,
 * date and publisher; editing publishes the next version (a published one never changes).
 */
export function Component() {
  const t = useT();
  const terms = useContractTerms();
  const timeZone = useGymTimeZone();
  const [editing, setEditing] = useState(false);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('contracts.terms.title')}>
        <Link to="/settings" className={buttonClasses('secondary')}>
          {t('contracts.terms.back')}
        </Link>
        <Button onClick={() => setEditing(true)} disabled={terms.isPending}>
          {t('contracts.terms.edit')}
        </Button>
      </PageHeader>
      <QueryContent query={terms} loadingText={t('contracts.sign.loading')}>
        {(current) => (
          <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
            {current ? (
              <>
                <p className="text-sm text-slate-800" data-testid="terms-version">
                  {t('contracts.terms.current', {
                    version: current.version,
                    date: formatDateTime(current.publishedAt, timeZone),
                    by: current.publishedBy,
                  })}
                </p>
                <BilingualTerms terms={current} answer={() => null} />
              </>
            ) : (
              <p className="text-sm text-slate-700">{t('contracts.terms.none')}</p>
            )}
            <TermsDialog current={current} open={editing} onClose={() => setEditing(false)} />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
