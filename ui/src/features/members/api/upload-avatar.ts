import { z } from 'zod';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gym/modules/platform/settings/settings-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';

/** The member photo limits: PNG, JPEG or WebP, at most 1 MB (the same as the gym logo's). */
export const AVATAR_TYPES = LOGO_TYPES;
export const AVATAR_MAX_BYTES = LOGO_MAX_BYTES;

const uploadAnswer = z.object({ avatar: z.string(), position: z.number() });

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checks a picked photo before uploading it; undefined when it is acceptable. */
export function avatarProblem(file: File): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image. Choose one of those formats.`;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}; a photo may be at most ${megabytes(AVATAR_MAX_BYTES)}.`;
  }
  return undefined;
}

export function uploadAvatar(memberId: string, file: File, idempotencyKey: string) {
  const formData = new FormData();
  formData.append('avatar', file, file.name);
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/avatar`, uploadAnswer, {
    formData,
    idempotencyKey,
  });
}

export const useUploadAvatar = (memberId: string) =>
  useActionCommand((file: File, key) => uploadAvatar(memberId, file, key), [membersQueryKey], {
    errorTitle: 'Photo not uploaded',
  });
