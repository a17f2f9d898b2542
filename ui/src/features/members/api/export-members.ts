import { useMutation } from '@tanstack/react-query';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { notifySessionExpired } from '../../../lib/session-events';
import { useT } from '../../../lib/i18n/use-t';
import { exportFileName, exportUrl } from '../utils/member-list-params';
import type { ExportFormat, MemberListParams } from '../utils/member-list-params';

function parseError(body: string) {
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads GET /api/members/export with the screen's filters: CSV, or the same text with the Excel content type
 * (the server escapes values and neutralises formulas). Fetched rather than linked, so a failure is reported on the
 * screen instead of being saved as a file.
 */
export async function exportMembers(params: MemberListParams, format: ExportFormat, today: string) {
  const fileName = exportFileName(format, today);
  const response = await fetch(exportUrl(params, format, fileName), { credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (response.status === 401) notifySessionExpired();
    throw new ApiError(response.status, body, parseError(body));
  }
  downloadFile(await response.blob(), fileName);
  return fileName;
}

export function useExportMembers() {
  const t = useT();
  return useMutation({
    mutationFn: ({ params, format, today }: { params: MemberListParams; format: ExportFormat; today: string }) =>
      exportMembers(params, format, today),
    meta: { errorTitle: t('members.export.failed') },
  });
}
