import { useRef, useState } from 'react';
import { overrideReasonInput } from '@gym/modules/membership/check-ins/check-in-contracts';
import { useDeskCheckIn } from '../../../hooks/use-desk-check-in';
import { useScannerFocus } from '../hooks/use-scanner-focus';
import { CheckInOutcome } from './check-in-outcome';
import { ClassWalkInDialog } from './class-walk-in-dialog';
import { MemberPicker } from '../../../components/member/member-picker';
import { MemberSummary } from '../../../components/member/member-summary';
import type { MemberCard } from '../../../components/member/member-summary';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The desk: the search box (focused, scanner-ready) and the member just checked in with what happened. A scan checks
 * the member in at once; one booked in a class starting within the hour is checked in to it too, as at the reader
 * (issue 47). A member without a booking is put into a class from the outcome ("Check in to a class").
 */
export function CheckInDesk({ today }: { today: string }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { outcome, checkIn } = useDeskCheckIn();
  const [overriding, setOverriding] = useState(false);
  const [walkIn, setWalkIn] = useState<MemberCard | null>(null);
  useScannerFocus(inputRef);
  const refused = outcome?.kind === 'refused' ? outcome : null;
  const backToTheBox = () => inputRef.current?.focus();

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <MemberPicker
        label={t('check-in.desk.label')}
        placeholder={t('check-in.desk.placeholder')}
        hint={t('check-in.desk.hint')}
        size="lg"
        autoFocus
        inputRef={inputRef}
        describe={(member) => <MemberSummary member={member} today={today} />}
        texts={{
          listLabel: t('check-in.desk.list'),
          found: (count: number) => t('check-in.desk.found', { count }),
        }}
        onPick={(member) => void checkIn(member, { bookedClass: true })}
      />
      <CheckInOutcome
        outcome={outcome}
        today={today}
        onOverride={() => setOverriding(true)}
        onClassWalkIn={setWalkIn}
      />
      {/* Drawn afresh each time: the classes offered are those of the moment the desk asks. */}
      {walkIn ? (
        <ClassWalkInDialog
          open
          memberName={walkIn.memberName}
          onClose={() => {
            setWalkIn(null);
            backToTheBox();
          }}
          onCheckIn={(occurrenceId) => checkIn(walkIn, { occurrenceId })}
        />
      ) : null}
      {/* An override is recorded with the reason the desk types (issue 47, item 5). */}
      <ReasonDialog
        open={overriding && refused !== null}
        title={t('check-in.override.title')}
        description={
          refused
            ? t('check-in.override.description', { name: refused.member.memberName, refusal: refused.refusal.message })
            : ''
        }
        confirmLabel={t('check-in.outcome.override')}
        fieldLabel={t('check-in.override.reason')}
        schema={overrideReasonInput}
        onConfirm={async (reason) => {
          if (!refused) return;
          setOverriding(false);
          // The dialog goes away with the refusal: the focus returns to the box, ready for the next member.
          backToTheBox();
          await checkIn(refused.member, { override: true, reason, bookedClass: true });
        }}
        onClose={() => {
          setOverriding(false);
          backToTheBox();
        }}
      />
    </div>
  );
}
