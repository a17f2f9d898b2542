import type { z } from 'zod';
import { campaignInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { AutomaticTrigger, CampaignInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { LabelOptions } from '../../../components/ui/label-options';
import { toast } from '../../../components/ui/toast/toast-store';
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

type CampaignValues = z.output<typeof campaignInput>;

/** The campaign as sent: to its trigger when automatic, else to the chosen members or to the segment. */
function campaignOf({ kind, trigger, memberIds, segmentId, ...common }: CampaignValues): CampaignInput {
  const audience = kind === 'automatic' ? { trigger } : memberIds ? { memberIds } : { segmentId };
  return { ...common, kind, ...audience };
}

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
  const segments = useSegments();
  const templates = useTemplates();
  const create = useCreateCampaign();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New campaign"
      schema={campaignInput}
      defaultValues={{
        name: memberIds ? 'Members at risk' : '',
        kind: 'one-off',
        segmentId: '',
        trigger: 'expiry-7',
        templateId: '',
        language: 'en',
        ...(memberIds ? { memberIds: [...memberIds] } : {}),
      }}
      submitLabel="Create campaign"
      failureMessage="The campaign could not be created. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: campaignOf(values), idempotencyKey });
        toast({
          variant: 'success',
          title: 'Campaign created',
          description: values.kind === 'one-off' ? 'Send it from the list when ready.' : 'It sends by itself each day.',
        });
      }}
    >
      {({ field, watch }) => (
        <>
          <TextField label="Campaign name" autoFocus {...field('name')} />
          {memberIds ? (
            <p className="text-sm text-slate-800">To {memberIds.length} chosen members, once.</p>
          ) : (
            <SelectField label="Kind" {...field('kind')}>
              <option value="one-off">One-off to a segment</option>
              <option value="automatic">Automatic</option>
            </SelectField>
          )}
          {memberIds ? null : watch('kind') === 'one-off' ? (
            <SelectField label="Segment" {...field('segmentId')}>
              <option value="">Choose a segment</option>
              {(segments.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.count})
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField label="When" {...field('trigger')}>
              <LabelOptions labels={TRIGGERS} />
            </SelectField>
          )}
          <SelectField label="Template" {...field('templateId')}>
            <option value="">Choose a template</option>
            {(templates.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.channel})
              </option>
            ))}
          </SelectField>
          <SelectField label="Language" {...field('language')}>
            <option value="en">English</option>
            <option value="ar">Arabic</option>
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
