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
import { useT } from '../../../lib/i18n/use-t';
import { CHANNEL_SHORT_IDS } from '../utils/channel-labels';

/** The ids of each automatic trigger's words in the catalogue. */
const TRIGGER_IDS: Record<AutomaticTrigger, string> = {
  'expiry-7': 'marketing.trigger.expiry7',
  'expiry-3': 'marketing.trigger.expiry3',
  'expiry-1': 'marketing.trigger.expiry1',
  birthday: 'marketing.trigger.birthday',
  'no-visit-14': 'marketing.trigger.noVisit14',
  'payment-due': 'marketing.trigger.paymentDue',
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
  const t = useT();
  const segments = useSegments();
  const templates = useTemplates();
  const create = useCreateCampaign();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('marketing.campaigns.new')}
      schema={campaignInput}
      defaultValues={{
        name: memberIds ? t('marketing.atRisk.title') : '',
        kind: 'one-off',
        segmentId: '',
        trigger: 'expiry-7',
        templateId: '',
        ...(memberIds ? { memberIds: [...memberIds] } : {}),
      }}
      submitLabel={t('marketing.campaign.create')}
      failureMessage={t('marketing.campaign.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: campaignOf(values), idempotencyKey });
        toast({
          variant: 'success',
          title: t('marketing.campaign.created'),
          description:
            values.kind === 'one-off'
              ? t('marketing.campaign.createdOneOff')
              : t('marketing.campaign.createdAutomatic'),
        });
      }}
    >
      {({ field, watch }) => (
        <>
          <TextField label={t('marketing.campaign.name')} autoFocus {...field('name')} />
          {memberIds ? (
            <p className="text-sm text-slate-800">{t('marketing.campaign.toChosen', { count: memberIds.length })}</p>
          ) : (
            <SelectField label={t('marketing.campaign.kind')} {...field('kind')}>
              <option value="one-off">{t('marketing.campaign.kind.oneOff')}</option>
              <option value="automatic">{t('marketing.campaign.kind.automatic')}</option>
            </SelectField>
          )}
          {memberIds ? null : watch('kind') === 'one-off' ? (
            <SelectField label={t('marketing.campaign.segment')} {...field('segmentId')}>
              <option value="">{t('marketing.campaign.chooseSegment')}</option>
              {(segments.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.count})
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField label={t('marketing.campaign.when')} {...field('trigger')}>
              <LabelOptions
                labels={Object.fromEntries(Object.entries(TRIGGER_IDS).map(([trigger, id]) => [trigger, t(id)]))}
              />
            </SelectField>
          )}
          <SelectField
            label={t('marketing.campaign.template')}
            hint={t('marketing.campaign.languageRule')}
            {...field('templateId')}
          >
            <option value="">{t('marketing.campaign.chooseTemplate')}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({t(CHANNEL_SHORT_IDS[template.channel])})
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
