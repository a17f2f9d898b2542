import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { useMemberContract } from '../api/get-member-contract';

/**
 * The contract on a member's page: whether the member signed the terms in force (when, which version, whether a
 * condition was declared), a way to sign (canEditMembers) and to print the signed contract.
 */
export default function MemberContractSection({ memberId }: { memberId: string; today: string }) {
  const t = useT();
  const contract = useMemberContract(memberId);
  const canEdit = useCan('canEditMembers');
  const timeZone = useGymTimeZone();
  const signed = contract.data?.signed ?? null;
  const current = contract.data?.currentVersion ?? null;
  const upToDate = signed !== null && signed.termsVersion === current;
  return (
    <section aria-labelledby="member-contract-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="member-contract-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <PenLine aria-hidden="true" className="size-5" />
        {t('contracts.section.title')}
      </h2>
      {contract.isPending ? (
        <SectionLoading text={t('contracts.section.loading')} />
      ) : contract.isError ? (
        <SectionError message={errorMessage(contract.error)} onRetry={() => void contract.refetch()} />
      ) : (
        <div className="mt-2 grid gap-3 text-sm text-slate-800">
          {current === null ? (
            <p>{t('contracts.section.noTerms')}</p>
          ) : signed ? (
            <p data-testid="contract-status">
              {upToDate
                ? t('contracts.section.signed', {
                    version: signed.termsVersion,
                    date: formatDateTime(signed.signedAt, timeZone),
                  })
                : t('contracts.section.signedOld', {
                    version: signed.termsVersion,
                    current,
                    date: formatDateTime(signed.signedAt, timeZone),
                  })}
            </p>
          ) : (
            <p data-testid="contract-status">{t('contracts.section.notSigned', { version: current })}</p>
          )}
          {signed?.declaredConditions ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900" role="note">
              {t('contracts.section.declared')}
            </p>
          ) : null}
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {current !== null && contract.data.member && !contract.data.member.archived ? (
                <Link
                  to={`/members/${memberId}/contract`}
                  className={buttonClasses(upToDate ? 'secondary' : 'primary')}
                >
                  {t('contracts.section.sign')}
                </Link>
              ) : null}
              {signed ? (
                <Link to={`/members/${memberId}/contract/print`} className={buttonClasses('secondary')}>
                  {t('contracts.section.print')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
