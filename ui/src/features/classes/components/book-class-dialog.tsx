import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ClassOccurrenceSelect } from '../../../components/ui/class-occurrence-select';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useBookMember } from '../api/book-member';
import { useTimetable } from '../api/get-timetable';
import { addDays, dayHeading } from '../utils/week';
import { useOccurrenceTimes } from './occurrence-block';

/** How far ahead the member page offers classes to book (the booking window refuses beyond its own limit). */
const DAYS_AHEAD = 7;

const chooseOccurrence = z.object({ occurrenceId: z.string().min(1, 'Choose a class') });

/**
 * Book this member into a class of the coming days (canEditMembers): the scheduled occurrences from today, with
 * their places; a full one puts the member on the waitlist; a refusal says why.
 */
export function BookClassDialog({
  open,
  onClose,
  memberId,
  today,
}: {
  open: boolean;
  onClose: () => void;
  memberId: string;
  today: string;
}) {
  const t = useT();
  const times = useOccurrenceTimes();
  const book = useBookMember();
  // Classes that start after the page was opened (one already started is refused by the server anyway).
  const [openedAt] = useState(() => Date.now());
  const timetable = useTimetable(today, addDays(today, DAYS_AHEAD), undefined, open);
  const offered = (timetable.data ?? []).filter(
    (one) => one.status === 'scheduled' && Date.parse(one.startsAt) > openedAt,
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('classes.member.bookTitle')}
      schema={chooseOccurrence}
      defaultValues={{ occurrenceId: '' }}
      submitLabel={t('classes.book.submit')}
      failureMessage={t('classes.book.failed')}
      onSubmit={async ({ occurrenceId }, { idempotencyKey }) => {
        const answer = await book.mutateAsync({ input: { occurrenceId, memberId }, idempotencyKey });
        const chosen = offered.find((one) => one.occurrenceId === occurrenceId);
        const name = chosen?.className ?? '';
        toast(
          answer.status === 'waitlisted'
            ? {
                title: t('classes.book.waitlistedTitle'),
                description: t('classes.member.waitlisted', { name, position: answer.waitlistPosition ?? 0 }),
              }
            : {
                variant: 'success',
                title: t('classes.book.bookedTitle'),
                description: t('classes.member.booked', { name }),
              },
        );
      }}
    >
      {({ field }) => (
        <ClassOccurrenceSelect
          label={t('classes.member.occurrence')}
          autoFocus
          loading={timetable.isPending}
          loadingHint={t('classes.page.loading')}
          noneHint={t('classes.member.noneToBook')}
          options={offered.map((one) => ({
            occurrenceId: one.occurrenceId,
            label: t('classes.member.option', {
              day: dayHeading(one.day),
              time: times(one),
              name: one.className,
              booked: one.booked,
              capacity: one.capacity,
            }),
          }))}
          {...field('occurrenceId')}
        />
      )}
    </FormDialog>
  );
}
