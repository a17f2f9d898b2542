import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PLACEHOLDERS, templateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { TemplateContent, TemplateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePreviewTemplate } from '../api/preview-template';
import { useSaveTemplate } from '../api/save-template';

/** A new message template in English and Arabic, with a preview for one member in either language. */
export function TemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New template"
      description={`Placeholders: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}`}
    >
      {open ? <TemplateForm onDone={onClose} /> : null}
    </Modal>
  );
}

function TemplateForm({ onDone }: { onDone: () => void }) {
  const save = useSaveTemplate();
  const preview = usePreviewTemplate();
  const [member, setMember] = useState<Member | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TemplateInput, unknown, TemplateContent>({
    resolver: zodResolver(templateInput),
    defaultValues: { name: '', channel: 'email', subjectEn: '', subjectAr: '', bodyEn: '', bodyAr: '' },
  });
  const channel = useWatch({ control, name: 'channel' });
  const field = formFields(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ variant: 'success', title: 'Template saved', description: values.name });
      onDone();
    } catch (error) {
      setError('root', { message: (isApiError(error) && error.answer?.message) || errorMessage(error) });
    }
  });

  const showPreview = (language: 'en' | 'ar') => {
    if (!member) return;
    preview.mutate({ template: getValues(), memberId: member.id, language });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Template name" autoFocus {...field('name')} />
        <SelectField label="Channel" {...field('channel')}>
          <option value="email">E-mail</option>
          <option value="sms">SMS</option>
          <option value="whatsapp">WhatsApp</option>
        </SelectField>
      </div>
      {channel === 'email' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Subject (English)" {...field('subjectEn')} />
          <TextField label="Subject (Arabic)" dir="rtl" lang="ar" {...field('subjectAr')} />
        </div>
      ) : null}
      <TextAreaField label="Text (English)" rows={4} {...field('bodyEn')} />
      <TextAreaField label="Text (Arabic)" rows={4} dir="rtl" lang="ar" {...field('bodyAr')} />
      <div className="grid gap-2 rounded-md border border-slate-200 p-3">
        {member ? (
          <p className="text-sm">
            Preview for <strong>{`${member.firstName} ${member.lastName}`}</strong>{' '}
            <Button variant="ghost" onClick={() => setMember(null)}>
              Change
            </Button>
          </p>
        ) : (
          <MemberPicker label="Preview for member" onPick={setMember} />
        )}
        <div className="flex gap-2">
          <Button variant="secondary" disabled={!member} onClick={() => showPreview('en')}>
            Preview English
          </Button>
          <Button variant="secondary" disabled={!member} onClick={() => showPreview('ar')}>
            Preview Arabic
          </Button>
        </div>
        {preview.data ? (
          <div
            aria-label="Preview"
            className="whitespace-pre-wrap rounded bg-slate-50 p-2 text-sm text-slate-900"
            role="region"
          >
            {preview.data.subject ? <p className="font-semibold">{preview.data.subject}</p> : null}
            <p>{preview.data.body}</p>
            <p className="text-xs text-slate-600">To: {preview.data.to ?? 'no address on file'}</p>
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preview.error)}
          </p>
        ) : null}
      </div>
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Save template
        </Button>
      </div>
    </form>
  );
}
