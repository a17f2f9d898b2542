import { useWatch } from 'react-hook-form';
import type { Segment, SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useT } from '../../../lib/i18n/use-t';
import { useSegmentPreview } from '../api/preview-segment';
import { useSaveSegment } from '../api/save-segment';
import { useUpdateSegment } from '../api/update-segment';
import { criteriaOf, segmentFields, segmentForm, SEVERAL } from '../utils/segment-form';
import type { SegmentFields } from '../utils/segment-form';

/** The ids of the member statuses a segment can select, in the catalogue, in the order the choice lists them. */
const MEMBER_STATUS_IDS: Record<NonNullable<SegmentCriteria['statuses']>[number], string> = {
  active: 'marketing.memberStatus.active',
  expired: 'marketing.memberStatus.expired',
  frozen: 'marketing.memberStatus.frozen',
  cancelled: 'marketing.memberStatus.cancelled',
  pending: 'marketing.memberStatus.pending',
  suspended: 'marketing.memberStatus.suspended',
};

/**
 * A new segment, or changes to one (`segment`): criteria from the read model, with the live count of members they
 * select today.
 */
export function SegmentDialog({ open, onClose, segment }: { open: boolean; onClose: () => void; segment?: Segment }) {
  const t = useT();
  const create = useSaveSegment();
  const update = useUpdateSegment();
  const initial = segment?.criteria ?? {};
  const statuses = initial.statuses ?? [];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={segment ? t('marketing.segment.editTitle', { name: segment.name }) : t('marketing.segments.new')}
      description={t('marketing.segment.description')}
      schema={segmentForm(initial)}
      defaultValues={segmentFields(segment)}
      submitLabel={t('marketing.segment.save')}
      failureMessage={t('marketing.segment.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (segment) await update.mutateAsync({ input: { id: segment.id, segment: values }, idempotencyKey });
        else await create.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('marketing.segment.saved'), description: values.name });
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label={t('marketing.segment.name')} autoFocus {...field('name')} />
          <div className="grid grid-cols-2 gap-3">
            <SelectField label={t('marketing.segment.status')} {...field('criteria.statuses')}>
              <option value="">{t('marketing.segment.any')}</option>
              {Object.entries(MEMBER_STATUS_IDS).map(([status, id]) => (
                <option key={status} value={status}>
                  {t(id)}
                </option>
              ))}
              {statuses.length > 1 ? (
                <option value={SEVERAL}>
                  {statuses.map((status) => t(MEMBER_STATUS_IDS[status])).join(t('marketing.segment.or'))}
                </option>
              ) : null}
            </SelectField>
            <SelectField label={t('marketing.segment.gender')} {...field('criteria.gender')}>
              <option value="">{t('marketing.segment.any')}</option>
              <option value="female">{t('marketing.segment.female')}</option>
              <option value="male">{t('marketing.segment.male')}</option>
            </SelectField>
            <TextField
              label={t('marketing.segment.expiringWithin')}
              type="number"
              min={1}
              {...field('criteria.expiringWithinDays')}
            />
            <TextField
              label={t('marketing.segment.expiredWithin')}
              type="number"
              min={1}
              {...field('criteria.expiredWithinDays')}
            />
            <TextField
              label={t('marketing.segment.noCheckInFor')}
              type="number"
              min={1}
              {...field('criteria.noCheckInForDays')}
            />
            <div className="grid content-end gap-2 text-sm text-slate-800">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-indigo-700" {...register('criteria.owingMoney')} />
                {t('marketing.segment.owingMoney')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-700"
                  {...register('criteria.birthdayThisWeek')}
                />
                {t('marketing.segment.birthdayThisWeek')}
              </label>
            </div>
            <TextField label={t('marketing.segment.joinedFrom')} type="date" {...field('criteria.joinedFrom')} />
            <TextField label={t('marketing.segment.joinedUntil')} type="date" {...field('criteria.joinedTo')} />
          </div>
          <SegmentCount initial={initial} />
        </>
      )}
    </FormDialog>
  );
}

/** How many members the criteria select today, and a few of their names, as they are chosen. */
function SegmentCount({ initial }: { initial: SegmentCriteria }) {
  const t = useT();
  const fields = useWatch<SegmentFields, 'criteria'>({ name: 'criteria' });
  // Debounced as text: a new criteria object every render must not restart the wait forever.
  const settled = useDebouncedValue(JSON.stringify(criteriaOf(fields, initial)), 250);
  const preview = useSegmentPreview(JSON.parse(settled) as SegmentCriteria);
  return (
    <p role="status" className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-950">
      {preview.data
        ? preview.data.sample.length
          ? t(
              preview.data.count > preview.data.sample.length
                ? 'marketing.segment.countWithSomeNames'
                : 'marketing.segment.countWithNames',
              {
                count: preview.data.count,
                names: preview.data.sample.map((s) => s.name).join(t('app.listSeparator')),
              },
            )
          : t('marketing.segments.count', { count: preview.data.count })
        : t('marketing.segment.counting')}
    </p>
  );
}
