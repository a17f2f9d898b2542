import { useWatch } from 'react-hook-form';
import type { Segment, SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSegmentPreview } from '../api/preview-segment';
import { useSaveSegment } from '../api/save-segment';
import { useUpdateSegment } from '../api/update-segment';
import { criteriaOf, segmentFields, segmentForm, SEVERAL } from '../utils/segment-form';
import type { SegmentFields } from '../utils/segment-form';

/**
 * A new segment, or changes to one (`segment`): criteria from the read model, with the live count of members they
 * select today.
 */
export function SegmentDialog({ open, onClose, segment }: { open: boolean; onClose: () => void; segment?: Segment }) {
  const create = useSaveSegment();
  const update = useUpdateSegment();
  const initial = segment?.criteria ?? {};
  const statuses = initial.statuses ?? [];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={segment ? `Edit segment ${segment.name}` : 'New segment'}
      description="Every criterion you fill in must hold."
      schema={segmentForm(initial)}
      defaultValues={segmentFields(segment)}
      submitLabel="Save segment"
      failureMessage="The segment could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (segment) await update.mutateAsync({ input: { id: segment.id, segment: values }, idempotencyKey });
        else await create.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: 'Segment saved', description: values.name });
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label="Segment name" autoFocus {...field('name')} />
          <div className="grid grid-cols-2 gap-3">
            <SelectField label="Status" {...field('criteria.statuses')}>
              <option value="">Any</option>
              <option value="active">Active</option>
              <option value="expired">Expired</option>
              <option value="frozen">Frozen</option>
              <option value="cancelled">Cancelled</option>
              <option value="pending">Pending</option>
              <option value="suspended">Suspended</option>
              {statuses.length > 1 ? <option value={SEVERAL}>{statuses.join(' or ')}</option> : null}
            </SelectField>
            <SelectField label="Gender" {...field('criteria.gender')}>
              <option value="">Any</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
            </SelectField>
            <TextField label="Expiring within (days)" type="number" min={1} {...field('criteria.expiringWithinDays')} />
            <TextField label="Expired within (days)" type="number" min={1} {...field('criteria.expiredWithinDays')} />
            <TextField label="No check-in for (days)" type="number" min={1} {...field('criteria.noCheckInForDays')} />
            <div className="grid content-end gap-2 text-sm text-slate-800">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-indigo-700" {...register('criteria.owingMoney')} />
                Owing money
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-700"
                  {...register('criteria.birthdayThisWeek')}
                />
                Birthday this week
              </label>
            </div>
            <TextField label="Joined from" type="date" {...field('criteria.joinedFrom')} />
            <TextField label="Joined until" type="date" {...field('criteria.joinedTo')} />
          </div>
          <SegmentCount initial={initial} />
        </>
      )}
    </FormDialog>
  );
}

/** How many members the criteria select today, and a few of their names, as they are chosen. */
function SegmentCount({ initial }: { initial: SegmentCriteria }) {
  const fields = useWatch<SegmentFields, 'criteria'>({ name: 'criteria' });
  // Debounced as text: a new criteria object every render must not restart the wait forever.
  const settled = useDebouncedValue(JSON.stringify(criteriaOf(fields, initial)), 250);
  const preview = useSegmentPreview(JSON.parse(settled) as SegmentCriteria);
  return (
    <p role="status" className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-950">
      {preview.data
        ? `${preview.data.count} ${preview.data.count === 1 ? 'member' : 'members'} today${
            preview.data.sample.length
              ? `: ${preview.data.sample.map((s) => s.name).join(', ')}${preview.data.count > preview.data.sample.length ? '…' : ''}`
              : ''
          }`
        : 'Counting…'}
    </p>
  );
}
