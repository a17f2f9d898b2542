import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
import { settingsQueryKey } from '../../../lib/api/get-settings';

const uploadAnswer = z.object({ logo: z.string(), position: z.number() });

export function uploadLogo(file: File, idempotencyKey: string) {
  const formData = new FormData();
  formData.append('logo', file, file.name);
  return apiCommand('POST', '/api/settings/logo', uploadAnswer, { formData, idempotencyKey });
}

export function useUploadLogo() {
  const t = useT();
  return useActionCommand(uploadLogo, [settingsQueryKey], { errorTitle: t('settings.logo.notUploaded') });
}
