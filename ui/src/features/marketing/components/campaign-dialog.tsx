import { useState } from 'react';
import type { AutomaticTrigger } from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCampaign } from '../api/create-campaign';
import { useSegments } from '../api/get-segments';
import { useTemplates } from '../api/get-templates';

const TRIGGERS: Record<AutomaticTrigger, string> = {
  'expiry-7': '7 days before expiry',
  'expiry-3': '3 days before expiry',
  'expiry-1': '1 day before expiry',
  birthday: 'On the birthday',
  'no-visit-14': '14 days without a visit',
  'payment-due': 'When a payment falls due',
};

/** A new campaign: one-off to a segment (or to chosen members), or automatic on a trigger. */
export function CampaignDialog({
  open,
  onClose,
  memberIds,
}: {
  open: boolean;
  onClose: () => void;
  /** From the at-risk list: the campaign goes to these members instead of a segment. */
  memberIds?: readonly string[] | undefined;
}) {
  return (
    <Modal open={open} onClose={onClose} title="New campaign">
      {open ? <CampaignForm onDone={onClose} memberIds={memberIds} /> : null}
    </Modal>
  );
}

function CampaignForm({ onDone, memberIds }: { onDone: () => void; memberIds?: readonly string[] | undefined }) {
  const segments = useSegments();
  const templates = useTemplates();
  const create = useCreateCampaign();
  const [name, setName] = useState(memberIds ? 'Members at risk' : '');
  const [kind, setKind] = useState<'one-off' | 'automatic'>('one-off');
  const [segmentId, setSegmentId] = useState('');
  const [trigger, setTrigger] = useState<AutomaticTrigger>('expiry-7');
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<'en' | 'ar'>('en');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    create.mutate(
      {
        name,
        kind,
        templateId,
        language,
        ...(kind === 'automatic' ? { trigger } : memberIds ? { memberIds: [...memberIds] } : { segmentId }),
      },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Campaign created',
            description: kind === 'one-off' ? 'Send it from the list when ready.' : 'It sends by itself each day.',
          });
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
      <TextField label="Campaign name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      {memberIds ? (
        <p className="text-sm text-slate-800">To {memberIds.length} chosen members, once.</p>
      ) : (
        <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as 'one-off' | 'automatic')}>
          <option value="one-off">One-off to a segment</option>
          <option value="automatic">Automatic</option>
        </SelectField>
      )}
      {memberIds ? null : kind === 'one-off' ? (
        <SelectField label="Segment" value={segmentId} onChange={(e) => setSegmentId(e.target.value)}>
          <option value="">Choose a segment</option>
          {(segments.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.count})
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField label="When" value={trigger} onChange={(e) => setTrigger(e.target.value as AutomaticTrigger)}>
          {Object.entries(TRIGGERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label="Template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
        <option value="">Choose a template</option>
        {(templates.data ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({t.channel})
          </option>
        ))}
      </SelectField>
      <SelectField label="Language" value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'ar')}>
        <option value="en">English</option>
        <option value="ar">Arabic</option>
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
        <Button type="submit" busy={create.isPending}>
          Create campaign
        </Button>
      </div>
    </form>
  );
}
