import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { settingsQueryKey } from '../../../lib/api/get-settings';

const uploadAnswer = z.object({ logo: z.string(), position: z.number() });

export function uploadLogo(file: File, idempotencyKey: string) {
  const formData = new FormData();
  formData.append('logo', file, file.name);
  return apiCommand('POST', '/api/settings/logo', uploadAnswer, { formData, idempotencyKey });
}

export const useUploadLogo = () =>
  useActionCommand(uploadLogo, [settingsQueryKey], { errorTitle: 'Logo not uploaded' });
