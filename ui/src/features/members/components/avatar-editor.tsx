import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ImageFileButton, ImageFileNotes } from '../../../components/ui/image-file-button';
import { toast } from '../../../components/ui/toast/toast-store';
import { imageProblem } from '../../../lib/image-file';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { useT } from '../../../lib/i18n/use-t';

/** Change or remove a member's photo; a picked file is checked (type, size) before it is sent. */
export function AvatarEditor({ memberId, hasAvatar }: { memberId: string; hasAvatar: boolean }) {
  const t = useT();
  const inputId = useId();
  const upload = useUploadAvatar(memberId);
  const remove = useDeleteAvatar();
  const [problem, setProblem] = useState<string>();

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const issue = imageProblem(file, 'a photo');
    setProblem(issue);
    if (issue) return;
    upload.mutate(file, {
      onSuccess: () =>
        toast({ variant: 'success', title: t('members.photo.updated'), description: t('members.photo.updatedText') }),
    });
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <ImageFileButton
          id={inputId}
          problem={problem}
          label={t(hasAvatar ? 'members.photo.change' : 'members.photo.upload')}
          busy={upload.isPending}
          className="px-3 py-1.5"
          onPick={onPick}
        />
        {hasAvatar ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            busy={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(memberId, {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    title: t('members.photo.removed'),
                    description: t('members.photo.removedText'),
                  }),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('members.photo.remove')}
          </Button>
        ) : null}
      </div>
      <ImageFileNotes id={inputId} problem={problem} />
    </div>
  );
}
