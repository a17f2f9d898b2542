import { z } from 'zod';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gym/modules/platform/settings/settings-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { settingsQueryKey } from '../../../lib/api/get-settings';

const uploadAnswer = z.object({ logo: z.string(), position: z.number() });

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checks a picked file before uploading it, with the server's own limits; undefined when it is acceptable. */
export function logoProblem(file: File): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image. Choose one of those formats.`;
  }
  if (file.size > LOGO_MAX_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}; the logo may be at most ${megabytes(LOGO_MAX_BYTES)}.`;
  }
  return undefined;
}

export function uploadLogo(file: File, idempotencyKey: string) {
  const formData = new FormData();
  formData.append('logo', file, file.name);
  return apiCommand('POST', '/api/settings/logo', uploadAnswer, { formData, idempotencyKey });
}

export const useUploadLogo = () =>
  useActionCommand(uploadLogo, [settingsQueryKey], { errorTitle: 'Logo not uploaded' });
