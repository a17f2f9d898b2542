import { Archive, ArchiveRestore, ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { archiveRequest } from '@gym/modules/membership/members/member-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { useArchiveMember } from '../api/archive-member';
import { useMember } from '../api/get-member';
import { useRestoreMember } from '../api/restore-member';
import { AvatarEditor } from '../components/avatar-editor';
import { CheckInAction } from '../components/check-in-action';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ArabicName } from '../../../components/member/arabic-name';
import { MemberCheckIns } from '../components/member-check-ins';
import { MemberHistory } from '../components/member-history';
import { MemberProfile } from '../components/member-profile';
import { MembershipPanel } from '../components/membership-panel';
import { useGymTimeZone, useGymToday } from '../../../hooks/use-gym-today';
import { useAsOf } from '../../../hooks/use-as-of';
import { deskToday } from '../../../lib/desk-time';
import { AsOfBanner } from '../../../components/as-of/as-of-banner';
import { AsOfPicker } from '../../../components/as-of/as-of-picker';
import { MemberSections } from '../../../lib/member-sections';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';

/** /members/{id} (canViewMembers): everything about one member, and what the desk does for them. */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const { asOf } = useAsOf();
  const member = useMember(id, asOf);

  if (member.isPending) return <SectionLoading text={t('members.detail.loading')} />;
  if (isApiError(member.error, 404)) {
    return (
      <section className="mx-auto grid max-w-xl gap-6 py-12 text-center">
        <AsOfBanner />
        <title>{t('members.detail.notFound')}</title>
        <h1 className="text-2xl font-bold text-slate-900">{t('members.detail.notFound')}</h1>
        <p className="text-slate-700">{t(asOf ? 'members.detail.notFoundThen' : 'members.detail.notFoundNow')}</p>
        <Link to="/members" className={buttonClasses('primary', 'mx-auto')}>
          {t('members.detail.back')}
        </Link>
      </section>
    );
  }
  if (member.isError) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6">
        <AsOfBanner />
        <SectionError message={errorMessage(member.error)} onRetry={() => void member.refetch()} />
      </div>
    );
  }
  return <MemberPage member={member.data} asOf={asOf} />;
}

/**
 * The member's page; `asOf` (a past instant) shows the member as they stood then: "today" is the gym's day of that
 * instant, the parts the log cannot show as of then are left out, and every change is switched off.
 */
function MemberPage({ member, asOf }: { member: Member; asOf: string | undefined }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const liveToday = useGymToday();
  const today = asOf ? deskToday(new Date(asOf), timeZone) : liveToday;
  const past = asOf !== undefined;
  const canEditMembers = useCan('canEditMembers') && !past;
  const canEditFinancials = useCan('canEditFinancials') && !past;
  const [archiving, setArchiving] = useState(false);
  const archive = useArchiveMember(member.id);
  const restore = useRestoreMember();

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <title>{t('members.detail.pageTitle', { name: member.memberName })}</title>
      <AsOfBanner note={t('members.detail.asOfNote')} links={[{ to: '/', label: t('members.detail.asOfDashboard') }]} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Link to="/members" className="inline-flex w-fit items-center gap-1 text-sm text-indigo-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('members.detail.allMembers')}
        </Link>
        <AsOfPicker />
      </div>

      <header className="flex flex-wrap items-start justify-between gap-6 rounded-lg border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap items-start gap-5">
          <MemberAvatar name={member.memberName} avatar={member.avatar} size="lg" look="profile" />
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{member.memberName}</h1>
            <ArabicName member={member} className="text-lg font-semibold text-slate-800" />
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{t('members.detail.number', { memberNumber: member.memberNumber })}</span>
              <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />
              {member.archived ? (
                <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('members.detail.archivedBadge')}
                </span>
              ) : null}
            </p>
            {canEditMembers ? <AvatarEditor memberId={member.id} hasAvatar={member.avatar !== null} /> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {!member.archived && !past ? <CheckInAction memberId={member.id} /> : null}
          {canEditMembers && !member.archived ? (
            <Button variant="secondary" onClick={() => setArchiving(true)}>
              <Archive aria-hidden="true" className="size-4" />
              {t('members.detail.archive')}
            </Button>
          ) : null}
          {canEditMembers && member.archived ? (
            <Button
              variant="secondary"
              busy={restore.isPending}
              onClick={() =>
                restore.mutate(member.id, {
                  onSuccess: () =>
                    toast({
                      variant: 'success',
                      title: t('members.detail.restored'),
                      description: t('members.detail.restoredText', { name: member.memberName }),
                    }),
                })
              }
            >
              <ArchiveRestore aria-hidden="true" className="size-4" />
              {t('members.detail.restore')}
            </Button>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <MembershipPanel member={member} today={today} canEditMembers={canEditMembers} canSell={canEditFinancials} />
        <MemberProfile member={member} canEdit={canEditMembers} today={today} />
      </div>

      {/* Other features' sections (billing: the member's invoices and payments), each behind its own flag. */}
      <MemberSections memberId={member.id} today={today} pastView={past} />

      {past ? null : (
        <div className="grid gap-6 lg:grid-cols-2">
          <MemberCheckIns memberId={member.id} />
          <MemberHistory memberId={member.id} />
        </div>
      )}

      <ReasonDialog
        open={archiving}
        onClose={() => setArchiving(false)}
        title={t('members.detail.archiveTitle', { name: member.memberName })}
        description={t('members.detail.archiveText')}
        confirmLabel={t('members.detail.archiveConfirm')}
        schema={archiveRequest}
        onConfirm={async (reason) => {
          await archive.mutateAsync({ reason });
          toast({
            variant: 'success',
            title: t('members.detail.archivedToast'),
            description: t('members.detail.archivedText', { name: member.memberName }),
          });
        }}
      />
    </div>
  );
}
