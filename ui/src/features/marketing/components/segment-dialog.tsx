import { useState } from 'react';
import type { Segment, SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useSegmentPreview } from '../api/preview-segment';
import { useSaveSegment } from '../api/save-segment';
import { useUpdateSegment } from '../api/update-segment';

const days = (text: string) => (text.trim() === '' ? undefined : Math.max(1, Math.floor(Number(text)) || 1));

/**
 * A new segment, or changes to one (`segment`): criteria from the read model, with the live count of members they
 * select today.
 */
export function SegmentDialog({ open, onClose, segment }: { open: boolean; onClose: () => void; segment?: Segment }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={segment ? `Edit segment ${segment.name}` : 'New segment'}
      description="Every criterion you fill in must hold."
    >
      {open ? <SegmentForm onDone={onClose} segment={segment} /> : null}
    </Modal>
  );
}

const SEVERAL = 'several';
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function SegmentForm({ onDone, segment }: { onDone: () => void; segment: Segment | undefined }) {
  const initial = segment?.criteria ?? {};
  const statuses = initial.statuses ?? [];
  const [name, setName] = useState(segment?.name ?? '');
  const [status, setStatus] = useState(statuses.length > 1 ? SEVERAL : (statuses[0] ?? ''));
  const [gender, setGender] = useState<string>(initial.gender ?? '');
  const [expiring, setExpiring] = useState(text(initial.expiringWithinDays));
  const [expired, setExpired] = useState(text(initial.expiredWithinDays));
  const [noVisit, setNoVisit] = useState(text(initial.noCheckInForDays));
  const [owing, setOwing] = useState(initial.owingMoney ?? false);
  const [birthday, setBirthday] = useState(initial.birthdayThisWeek ?? false);
  const [joinedFrom, setJoinedFrom] = useState(initial.joinedFrom ?? '');
  const [joinedTo, setJoinedTo] = useState(initial.joinedTo ?? '');
  const [error, setError] = useState<string | null>(null);
  const criteria: SegmentCriteria = {
    // Criteria this form has no field for (plans, a fixed member list) are kept as they were.
    ...(initial.planIds ? { planIds: initial.planIds } : {}),
    ...(initial.memberIds ? { memberIds: initial.memberIds } : {}),
    ...(status === SEVERAL ? { statuses } : status ? { statuses: [status as 'active'] } : {}),
    ...(gender ? { gender: gender as 'male' | 'female' } : {}),
    ...(days(expiring) ? { expiringWithinDays: days(expiring) } : {}),
    ...(days(expired) ? { expiredWithinDays: days(expired) } : {}),
    ...(days(noVisit) ? { noCheckInForDays: days(noVisit) } : {}),
    ...(owing ? { owingMoney: true } : {}),
    ...(birthday ? { birthdayThisWeek: true } : {}),
    ...(joinedFrom ? { joinedFrom } : {}),
    ...(joinedTo ? { joinedTo } : {}),
  };
  // Debounced as text: a new criteria object every render must not restart the wait forever.
  const settled = useDebouncedValue(JSON.stringify(criteria), 250);
  const preview = useSegmentPreview(JSON.parse(settled) as SegmentCriteria);
  const create = useSaveSegment();
  const update = useUpdateSegment();
  const busy = create.isPending || update.isPending;

  const submit = () => {
    if (name.trim() === '') return setError('Name the segment');
    const options = {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Segment saved', description: name });
        onDone();
      },
      onError: (e: unknown) => setError(errorMessage(e)),
    };
    if (segment) update.mutate({ id: segment.id, segment: { name, criteria } }, options);
    else create.mutate({ name, criteria }, options);
  };

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField label="Segment name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any</option>
          <option value="active">Active</option>
          <option value="expired">Expired</option>
          <option value="frozen">Frozen</option>
          <option value="cancelled">Cancelled</option>
          <option value="pending">Pending</option>
          <option value="suspended">Suspended</option>
          {statuses.length > 1 ? <option value={SEVERAL}>{statuses.join(' or ')}</option> : null}
        </SelectField>
        <SelectField label="Gender" value={gender} onChange={(e) => setGender(e.target.value)}>
          <option value="">Any</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
        </SelectField>
        <TextField
          label="Expiring within (days)"
          type="number"
          min={1}
          value={expiring}
          onChange={(e) => setExpiring(e.target.value)}
        />
        <TextField
          label="Expired within (days)"
          type="number"
          min={1}
          value={expired}
          onChange={(e) => setExpired(e.target.value)}
        />
        <TextField
          label="No check-in for (days)"
          type="number"
          min={1}
          value={noVisit}
          onChange={(e) => setNoVisit(e.target.value)}
        />
        <div className="grid content-end gap-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-indigo-700"
              checked={owing}
              onChange={(e) => setOwing(e.target.checked)}
            />
            Owing money
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-indigo-700"
              checked={birthday}
              onChange={(e) => setBirthday(e.target.checked)}
            />
            Birthday this week
          </label>
        </div>
        <TextField label="Joined from" type="date" value={joinedFrom} onChange={(e) => setJoinedFrom(e.target.value)} />
        <TextField label="Joined until" type="date" value={joinedTo} onChange={(e) => setJoinedTo(e.target.value)} />
      </div>
      <p role="status" className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-950">
        {preview.data
          ? `${preview.data.count} ${preview.data.count === 1 ? 'member' : 'members'} today${
              preview.data.sample.length
                ? `: ${preview.data.sample.map((s) => s.name).join(', ')}${preview.data.count > preview.data.sample.length ? '…' : ''}`
                : ''
            }`
          : 'Counting…'}
      </p>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Save segment
        </Button>
      </div>
    </form>
  );
}
