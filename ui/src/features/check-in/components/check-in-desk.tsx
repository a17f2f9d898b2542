import { useRef } from 'react';
import { useDeskCheckIn } from '../../../hooks/use-desk-check-in';
import { useScannerFocus } from '../hooks/use-scanner-focus';
import { CheckInOutcome } from './check-in-outcome';
import { MemberPicker } from '../../../components/member/member-picker';
import { MemberSummary } from '../../../components/member/member-summary';
import { useT } from '../../../lib/i18n/use-t';

/** The desk: the search box (focused, scanner-ready) and the member just checked in with what happened. */
export function CheckInDesk({ today }: { today: string }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { outcome, checkIn } = useDeskCheckIn();
  useScannerFocus(inputRef);

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
        onPick={(member) => void checkIn(member)}
      />
      <CheckInOutcome
        outcome={outcome}
        today={today}
        onOverride={() => {
          if (outcome?.kind !== 'refused') return;
          // The button goes away with the refusal: the focus returns to the box, ready for the next member.
          inputRef.current?.focus();
          void checkIn(outcome.member, { override: true });
        }}
      />
    </div>
  );
}
