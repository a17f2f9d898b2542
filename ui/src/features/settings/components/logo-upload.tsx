import { ImageOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ImageFileButton, ImageFileNotes } from '../../../components/ui/image-file-button';
import { toast } from '../../../components/ui/toast/toast-store';
import { imageProblem } from '../../../lib/image-file';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';

/**
 * The gym's logo: a picked file is checked here (type and size, the server's limits) before it is sent, shown at
 * once while it uploads, and can be removed.
 */
export function LogoUpload({ logo }: { logo: string }) {
  const t = useT();
  const inputId = useId();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const issue = imageProblem(file, 'the logo');
    setProblem(issue);
    if (issue) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () =>
        toast({ variant: 'success', title: t('settings.logo.uploaded'), description: t('settings.logo.uploadedText') }),
      onSettled: () => setPreview(undefined),
    });
  };

  const shown = preview ?? logo;
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="grid size-32 place-items-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
        {shown ? (
          <img src={shown} alt={t('settings.logo.alt')} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="grid place-items-center gap-1 text-xs text-slate-600">
            <ImageOff aria-hidden="true" className="size-6" />
            {t('settings.logo.none')}
          </span>
        )}
      </div>
      <div className="grid gap-3">
        <div>
          <ImageFileButton
            id={inputId}
            problem={problem}
            label={t('settings.logo.upload')}
            busy={upload.isPending}
            className="px-4 py-2"
            onPick={onPick}
          />
        </div>
        <ImageFileNotes id={inputId} problem={problem} />
        {logo ? (
          <Button
            variant="secondary"
            className="w-fit"
            busy={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    title: t('settings.logo.removed'),
                    description: t('settings.logo.removedText'),
                  }),
              })
            }
          >
            {t('settings.logo.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
