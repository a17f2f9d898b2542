import { Fingerprint } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t';
import { useMemberEnrolment } from '../api/get-member-enrolment';

/** The fingerprint line of a member's page (canViewFingerprint): enrolled, waiting for a finger, or not enrolled. */
export default function MemberFingerprintSection({ memberId }: { memberId: string; today: string }) {
  const t = useT();
  const enrolment = useMemberEnrolment(memberId);
  if (!enrolment.data) return null;
  const e = enrolment.data.enrolment;
  const text = !e
    ? t('fingerprint.member.notEnrolled')
    : e.status === 'enrolled'
      ? e.revoked
        ? t('fingerprint.member.enrolledOff', { count: e.fingers, reason: e.revokedReason ?? '' })
        : t('fingerprint.member.enrolled', { count: e.fingers })
      : e.openUntil && Date.parse(e.openUntil) > enrolment.dataUpdatedAt
        ? t('fingerprint.member.waiting', { reader: e.deviceName ?? e.serial })
        : t('fingerprint.member.noFinger');
  return (
    <section aria-labelledby="member-fingerprint-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="member-fingerprint-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Fingerprint aria-hidden="true" className="size-5" />
        {t('fingerprint.member.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{text}</p>
    </section>
  );
}
