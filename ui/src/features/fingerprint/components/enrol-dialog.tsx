import { X } from 'lucide-react';
import { useState } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { MemberCombobox } from '../../../components/member/member-combobox';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useEnrolMember } from '../api/enrol-member';

/**
 * Enrol a member (canEditFingerprint): pick the member and an approved reader; the reader then asks the member for a
 * finger, and the enrolment turns "enrolled" when the reader uploads it.
 */
export function EnrolDialog({
  open,
  onClose,
  devices,
}: {
  open: boolean;
  onClose: () => void;
  devices: readonly DeviceView[];
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Enrol a fingerprint"
      description="The reader asks the member to put a finger on it three times."
    >
      {open ? <EnrolForm devices={devices.filter((d) => d.status === 'approved')} onDone={onClose} /> : null}
    </Modal>
  );
}

function EnrolForm({ devices, onDone }: { devices: readonly DeviceView[]; onDone: () => void }) {
  const enrol = useEnrolMember();
  const [member, setMember] = useState<Member | null>(null);
  const [serial, setSerial] = useState(devices[0]?.serial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [memberError, setMemberError] = useState<string | undefined>(undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!member) {
      setMemberError('Choose a member');
      return;
    }
    try {
      await enrol.mutateAsync({ memberId: member.id, serial });
      const reader = devices.find((d) => d.serial === serial)?.name ?? serial;
      toast({
        variant: 'success',
        title: 'Enrolment started',
        description: `${member.memberName}: put a finger on ${reader} when it asks.`,
      });
      onDone();
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.answer?.message) || 'The enrolment could not be started. Please try again.',
      );
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {member ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-slate-800">Member</p>
          <div className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
            <span className="text-slate-900">
              <span className="font-medium">{member.memberName}</span>{' '}
              <span className="text-slate-700">#{member.memberNumber}</span>
            </span>
            <Button variant="ghost" className="px-2 py-1" onClick={() => setMember(null)}>
              <X aria-hidden="true" className="size-4" />
              Change member
            </Button>
          </div>
        </div>
      ) : (
        <MemberCombobox
          label="Member"
          placeholder="First name, last name or email"
          autoFocus
          onPick={(picked) => {
            setMember(picked);
            setMemberError(undefined);
          }}
          error={memberError}
        />
      )}
      <SelectField
        label="Reader"
        value={serial}
        onChange={(event) => setSerial(event.target.value)}
        hint={devices.length === 0 ? 'Approve a reader first.' : undefined}
      >
        {devices.map((device) => (
          <option key={device.serial} value={device.serial}>
            {device.name ?? device.serial}
          </option>
        ))}
      </SelectField>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={enrol.isPending} disabled={devices.length === 0}>
          Start enrolment
        </Button>
      </div>
    </form>
  );
}
