import { FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useExportMembers } from '../api/export-members';
import type { ExportFormat, MemberListParams } from '../utils/member-list-params';

/** CSV and Excel downloads of every member matching the current filters (not only the page shown). */
export function ExportButtons({ params, today, total }: { params: MemberListParams; today: string; total?: number }) {
  const exporting = useExportMembers();
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { params, format, today },
      {
        onSuccess: (fileName) =>
          toast({
            variant: 'success',
            title: 'Export ready',
            description:
              total === undefined ? `${fileName} was downloaded.` : `${fileName} with ${total} members was downloaded.`,
          }),
      },
    );
  const busyFormat = exporting.isPending ? exporting.variables.format : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" busy={busyFormat === 'csv'} disabled={exporting.isPending} onClick={() => run('csv')}>
        {busyFormat === 'csv' ? null : <FileText aria-hidden="true" className="size-4" />}
        Export CSV
      </Button>
      <Button
        variant="secondary"
        busy={busyFormat === 'excel'}
        disabled={exporting.isPending}
        onClick={() => run('excel')}
      >
        {busyFormat === 'excel' ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
        Export Excel
      </Button>
    </div>
  );
}
