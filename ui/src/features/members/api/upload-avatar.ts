import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';
import { useT } from '../../../lib/i18n/use-t';

const uploadAnswer = z.object({ avatar: z.string(), position: z.number() });

/** POST /api/members/:id/avatar: a PNG, JPEG or WebP photo of at most 1 MB (lib/image-file checks it first). */
export function uploadAvatar(memberId: string, file: File, idempotencyKey: string) {
  const formData = new FormData();
  formData.append('avatar', file, file.name);
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/avatar`, uploadAnswer, {
    formData,
    idempotencyKey,
  });
}

export function useUploadAvatar(memberId: string) {
  const t = useT();
  return useActionCommand((file: File, key) => uploadAvatar(memberId, file, key), [membersQueryKey], {
    errorTitle: t('members.photo.notUploaded'),
  });
}
