import { ImageOff, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gym/modules/platform/settings/settings-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteLogo } from '../api/delete-logo';
import { logoProblem, useUploadLogo } from '../api/upload-logo';

/**
 * The gym's logo: a picked file is checked here (type and size, the server's limits) before it is sent, shown at
 * once while it uploads, and can be removed.
 */
export function LogoUpload({ logo }: { logo: string }) {
  const inputId = useId();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const issue = logoProblem(file);
    setProblem(issue);
    if (issue) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast({ variant: 'success', title: 'Logo uploaded', description: 'The new logo is in use.' }),
      onSettled: () => setPreview(undefined),
    });
  };

  const shown = preview ?? logo;
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="grid size-32 place-items-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
        {shown ? (
          <img src={shown} alt="Gym logo" className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="grid place-items-center gap-1 text-xs text-slate-600">
            <ImageOff aria-hidden="true" className="size-6" />
            No logo
          </span>
        )}
      </div>
      <div className="grid gap-3">
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600"
          >
            <Upload aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading...' : 'Upload a logo'}
            <input
              id={inputId}
              type="file"
              accept={LOGO_TYPES.join(',')}
              className="sr-only"
              disabled={upload.isPending}
              aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
              onChange={(event) => {
                onPick(event.target.files?.[0]);
                // Picking the same file again after a fix should fire another change.
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {`PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`}
        </p>
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {logo ? (
          <Button
            variant="secondary"
            className="w-fit"
            busy={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () =>
                  toast({ variant: 'success', title: 'Logo removed', description: 'The gym has no logo now.' }),
              })
            }
          >
            Remove logo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
