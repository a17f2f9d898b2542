import { FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useExportMembers } from '../api/export-members';
import type { ExportFormat, MemberListParams } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

/** CSV and Excel downloads of every member matching the current filters (not only the page shown). */
export function ExportButtons({ params, today, total }: { params: MemberListParams; today: string; total?: number }) {
  const t = useT();
  const exporting = useExportMembers();
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { params, format, today },
      {
        onSuccess: (fileName) =>
          toast({
            variant: 'success',
            title: t('members.export.ready'),
            description:
              total === undefined
                ? t('members.export.downloaded', { fileName })
                : t('members.export.downloadedWithCount', { fileName, count: total }),
          }),
      },
    );
  const busyFormat = exporting.isPending ? exporting.variables.format : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" busy={busyFormat === 'csv'} disabled={exporting.isPending} onClick={() => run('csv')}>
        {busyFormat === 'csv' ? null : <FileText aria-hidden="true" className="size-4" />}
        {t('members.export.csv')}
      </Button>
      <Button
        variant="secondary"
        busy={busyFormat === 'excel'}
        disabled={exporting.isPending}
        onClick={() => run('excel')}
      >
        {busyFormat === 'excel' ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
        {t('members.export.excel')}
      </Button>
    </div>
  );
}
