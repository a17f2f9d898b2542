import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { PLACEHOLDERS, templateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { TemplateContent, TemplateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { usePreviewTemplate } from '../api/preview-template';
import { useSaveTemplate } from '../api/save-template';
import { ChannelOptions } from './channel-options';

/** A new message template in English and Arabic, with a preview for one member in either language. */
export function TemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const save = useSaveTemplate();
  return (
    <FormDialog<TemplateInput, TemplateContent>
      open={open}
      onClose={onClose}
      title={t('marketing.templates.new')}
      description={t('marketing.template.placeholders', { list: PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
      schema={templateInput}
      defaultValues={{ name: '', channel: 'email', subjectEn: '', subjectAr: '', bodyEn: '', bodyAr: '' }}
      submitLabel={t('marketing.template.save')}
      failureMessage={t('marketing.template.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('marketing.template.saved'), description: values.name });
      }}
    >
      {({ field, watch }) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t('marketing.template.name')} autoFocus {...field('name')} />
            <SelectField label={t('marketing.channel.label')} {...field('channel')}>
              <ChannelOptions />
            </SelectField>
          </div>
          {watch('channel') === 'email' ? (
            <div className="grid grid-cols-2 gap-3">
              <TextField label={t('marketing.template.subjectEn')} {...field('subjectEn')} />
              <TextField label={t('marketing.template.subjectAr')} dir="rtl" lang="ar" {...field('subjectAr')} />
            </div>
          ) : null}
          <TextAreaField label={t('marketing.template.bodyEn')} rows={4} {...field('bodyEn')} />
          <TextAreaField label={t('marketing.template.bodyAr')} rows={4} dir="rtl" lang="ar" {...field('bodyAr')} />
          <TemplatePreview />
        </>
      )}
    </FormDialog>
  );
}

/** The template as one member would get it, in English or Arabic, from what is typed so far. */
function TemplatePreview() {
  const t = useT();
  const { getValues } = useFormContext<TemplateInput>();
  const preview = usePreviewTemplate();
  const [member, setMember] = useState<Member | null>(null);
  const showPreview = (language: 'en' | 'ar') => {
    if (!member) return;
    preview.mutate({ template: getValues(), memberId: member.id, language });
  };
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3">
      {member ? (
        <p className="text-sm">
          {t('marketing.template.previewFor')} <strong>{`${member.firstName} ${member.lastName}`}</strong>{' '}
          <Button variant="ghost" onClick={() => setMember(null)}>
            {t('marketing.template.change')}
          </Button>
        </p>
      ) : (
        <MemberPicker label={t('marketing.template.previewForMember')} onPick={setMember} />
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={!member} onClick={() => showPreview('en')}>
          {t('marketing.template.previewEn')}
        </Button>
        <Button variant="secondary" disabled={!member} onClick={() => showPreview('ar')}>
          {t('marketing.template.previewAr')}
        </Button>
      </div>
      {preview.data ? (
        <div
          aria-label={t('marketing.template.preview')}
          className="whitespace-pre-wrap rounded bg-slate-50 p-2 text-sm text-slate-900"
          role="region"
        >
          {preview.data.subject ? <p className="font-semibold">{preview.data.subject}</p> : null}
          <p>{preview.data.body}</p>
          <p className="text-xs text-slate-600">
            {preview.data.to ? t('marketing.template.to', { to: preview.data.to }) : t('marketing.template.toNobody')}
          </p>
        </div>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(preview.error)}
        </p>
      ) : null}
    </div>
  );
}
