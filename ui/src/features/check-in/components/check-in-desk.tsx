import { useRef } from 'react';
import { useDeskCheckIn } from '../../../hooks/use-desk-check-in';
import { useScannerFocus } from '../hooks/use-scanner-focus';
import { CheckInOutcome } from './check-in-outcome';
import { MemberPicker } from '../../../components/member/member-picker';
import { MemberSummary } from '../../../components/member/member-summary';

const DESK_TEXTS = {
  listLabel: 'Matching members',
  found: (count: number) => `${count} member${count === 1 ? '' : 's'} found. Use the arrow keys and Enter to check in.`,
};

/** The desk: the search box (focused, scanner-ready) and the member just checked in with what happened. */
export function CheckInDesk({ today }: { today: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { outcome, checkIn } = useDeskCheckIn();
  useScannerFocus(inputRef);

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <MemberPicker
        label="Find a member or scan a card"
        placeholder="Name, phone, email or member number"
        hint="Enter checks in the highlighted member. A scanned member number is checked in at once."
        size="lg"
        autoFocus
        inputRef={inputRef}
        describe={(member) => <MemberSummary member={member} today={today} />}
        texts={DESK_TEXTS}
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
