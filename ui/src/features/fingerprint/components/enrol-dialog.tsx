import { useState } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { enrolRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { MemberField } from '../../../components/member/member-field';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
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
      title={t('fingerprint.enrol.title')}
      description={t('fingerprint.enrol.description')}
      schema={enrolRequest}
      defaultValues={{ memberId: '', serial: approved[0]?.serial ?? '' }}
      submitLabel={t('fingerprint.enrol.start')}
      submitDisabled={() => approved.length === 0}
      failureMessage={t('fingerprint.enrol.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await enrol.mutateAsync({ input: values, idempotencyKey });
        const reader = approved.find((d) => d.serial === values.serial)?.name ?? values.serial;
        toast({
          variant: 'success',
          title: t('fingerprint.enrol.started'),
          description: member?.memberName
            ? t('fingerprint.enrol.startedText', { member: member.memberName, reader })
            : t('fingerprint.enrol.startedTextNoMember', { reader }),
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
            <MemberField
              member={member ?? undefined}
              onChange={(next) => choose(next ?? null)}
              error={errors.memberId?.message}
            />
            <SelectField
              label={t('fingerprint.enrol.reader')}
              hint={approved.length === 0 ? t('fingerprint.enrol.approveFirst') : undefined}
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
