import { X } from 'lucide-react';
import { useState } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { enrolRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
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
  const enrol = useEnrolMember();
  const approved = devices.filter((d) => d.status === 'approved');
  const [member, setMember] = useState<Member | null>(null);
  const close = () => {
    setMember(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Enrol a fingerprint"
      description="The reader asks the member to put a finger on it three times."
      schema={enrolRequest}
      defaultValues={{ memberId: '', serial: approved[0]?.serial ?? '' }}
      submitLabel="Start enrolment"
      submitDisabled={() => approved.length === 0}
      failureMessage="The enrolment could not be started. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await enrol.mutateAsync({ input: values, idempotencyKey });
        const reader = approved.find((d) => d.serial === values.serial)?.name ?? values.serial;
        toast({
          variant: 'success',
          title: 'Enrolment started',
          description: `${member?.memberName ?? 'The member'}: put a finger on ${reader} when it asks.`,
        });
        setMember(null);
      }}
    >
      {({ field, register, setValue, formState: { errors } }) => {
        const choose = (next: Member | null) => {
          setMember(next);
          setValue('memberId', next?.id ?? '', { shouldValidate: next !== null });
        };
        return (
          <>
            <input type="hidden" {...register('memberId')} />
            {member ? (
              <div className="grid gap-1">
                <p className="text-sm font-medium text-slate-800">Member</p>
                <div className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
                  <span className="text-slate-900">
                    <span className="font-medium">{member.memberName}</span>{' '}
                    <span className="text-slate-700">#{member.memberNumber}</span>
                  </span>
                  <Button variant="ghost" className="px-2 py-1" onClick={() => choose(null)}>
                    <X aria-hidden="true" className="size-4" />
                    Change member
                  </Button>
                </div>
              </div>
            ) : (
              <MemberPicker
                label="Member"
                placeholder="First name, last name or email"
                autoFocus
                onPick={choose}
                error={errors.memberId?.message}
              />
            )}
            <SelectField
              label="Reader"
              hint={approved.length === 0 ? 'Approve a reader first.' : undefined}
              {...field('serial')}
            >
              {approved.map((device) => (
                <option key={device.serial} value={device.serial}>
                  {device.name ?? device.serial}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </FormDialog>
  );
}
