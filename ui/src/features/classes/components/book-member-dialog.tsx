import { useState } from 'react';
import type { z } from 'zod';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { MemberField } from '../../../components/member/member-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useBookMember } from '../api/book-member';
import { bookForm } from '../utils/class-forms';

/**
 * Book a member into an occurrence (canEditMembers): the member picker (any script, number, phone); a full class puts
 * them on the waitlist, which the toast says with their place; a refusal (plan, membership, gender, overlap, window,
 * credits) shows its reason here and nothing is recorded.
 */
export function BookMemberDialog({
  open,
  onClose,
  occurrenceId,
  title,
}: {
  open: boolean;
  onClose: () => void;
  occurrenceId: string;
  title: string;
}) {
  const t = useT();
  const book = useBookMember();
  const [member, setMember] = useState<Member>();
  const close = () => {
    setMember(undefined);
    onClose();
  };
  return (
    <FormDialog<z.input<typeof bookForm>, z.output<typeof bookForm>>
      open={open}
      onClose={close}
      title={t('classes.book.title')}
      description={title}
      schema={bookForm}
      defaultValues={{ memberId: '' }}
      submitLabel={t('classes.book.submit')}
      failureMessage={t('classes.book.failed')}
      onSubmit={async ({ memberId }, { idempotencyKey }) => {
        const answer = await book.mutateAsync({ input: { occurrenceId, memberId }, idempotencyKey });
        const name = member?.memberName ?? t('classes.theMember');
        toast(
          answer.status === 'waitlisted'
            ? {
                title: t('classes.book.waitlistedTitle'),
                description: t('classes.book.waitlisted', { name, position: answer.waitlistPosition ?? 0 }),
              }
            : {
                variant: 'success',
                title: t('classes.book.bookedTitle'),
                description: t('classes.book.booked', { name }),
              },
        );
        setMember(undefined);
      }}
    >
      {({ register, setValue, formState: { errors } }) => (
        <>
          <input type="hidden" {...register('memberId')} />
          <MemberField
            member={member}
            onChange={(next) => {
              setMember(next);
              setValue('memberId', next?.id ?? '', { shouldValidate: next !== undefined });
            }}
            error={errors.memberId?.message}
          />
        </>
      )}
    </FormDialog>
  );
}
