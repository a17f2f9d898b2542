import { Fingerprint } from 'lucide-react';
import { useMemberEnrolment } from '../api/get-member-enrolment';

/** The fingerprint line of a member's page (canViewFingerprint): enrolled, waiting for a finger, or not enrolled. */
export default function MemberFingerprintSection({ memberId }: { memberId: string; today: string }) {
  const enrolment = useMemberEnrolment(memberId);
  if (!enrolment.data) return null;
  const e = enrolment.data.enrolment;
  const text = !e
    ? 'Not enrolled'
    : e.status === 'enrolled'
      ? `Enrolled (${e.fingers} ${e.fingers === 1 ? 'finger' : 'fingers'})${e.revoked ? `, off the readers: ${e.revokedReason ?? ''}` : ''}`
      : e.openUntil && Date.parse(e.openUntil) > enrolment.dataUpdatedAt
        ? `Waiting for a finger on ${e.deviceName ?? e.serial}`
        : 'No finger came in time: enrol again';
  return (
    <section aria-labelledby="member-fingerprint-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="member-fingerprint-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Fingerprint aria-hidden="true" className="size-5" />
        Fingerprint
      </h2>
      <p className="mt-1 text-sm text-slate-800">{text}</p>
    </section>
  );
}
