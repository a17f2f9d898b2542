import { useState } from 'react';
import type { SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useSegmentPreview } from '../api/preview-segment';
import { useSaveSegment } from '../api/save-segment';

const days = (text: string) => (text.trim() === '' ? undefined : Math.max(1, Math.floor(Number(text)) || 1));

/** A new segment: criteria from the read model, with the live count of members they select today. */
export function SegmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="New segment" description="Every criterion you fill in must hold.">
      {open ? <SegmentForm onDone={onClose} /> : null}
    </Modal>
  );
}

function SegmentForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const [gender, setGender] = useState('');
  const [expiring, setExpiring] = useState('');
  const [expired, setExpired] = useState('');
  const [noVisit, setNoVisit] = useState('');
  const [owing, setOwing] = useState(false);
  const [birthday, setBirthday] = useState(false);
  const [joinedFrom, setJoinedFrom] = useState('');
  const [joinedTo, setJoinedTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const criteria: SegmentCriteria = {
    ...(status ? { statuses: [status as 'active'] } : {}),
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
  const save = useSaveSegment();

  const submit = () => {
    if (name.trim() === '') return setError('Name the segment');
    save.mutate(
      { name, criteria },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Segment saved', description: name });
          onDone();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
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
        <Button type="submit" busy={save.isPending}>
          Save segment
        </Button>
      </div>
    </form>
  );
}
