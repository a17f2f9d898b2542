import { Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteAvatar } from '../api/delete-avatar';
import { AVATAR_TYPES, avatarProblem, useUploadAvatar } from '../api/upload-avatar';

/** Change or remove a member's photo; a picked file is checked (type, size) before it is sent. */
export function AvatarEditor({ memberId, hasAvatar }: { memberId: string; hasAvatar: boolean }) {
  const inputId = useId();
  const upload = useUploadAvatar(memberId);
  const remove = useDeleteAvatar();
  const [problem, setProblem] = useState<string>();

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const issue = avatarProblem(file);
    setProblem(issue);
    if (issue) return;
    upload.mutate(file, {
      onSuccess: () => toast({ variant: 'success', title: 'Photo updated', description: 'The new photo is shown.' }),
    });
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600"
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading...' : hasAvatar ? 'Change photo' : 'Upload photo'}
          <input
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={problem ? `${inputId}-problem` : `${inputId}-hint`}
            onChange={(event) => {
              onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {hasAvatar ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            busy={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(memberId, {
                onSuccess: () =>
                  toast({ variant: 'success', title: 'Photo removed', description: 'Initials are shown.' }),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove photo
          </Button>
        ) : null}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        PNG, JPEG or WebP, at most 1 MB.
      </p>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
