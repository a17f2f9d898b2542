import { Download, Printer } from 'lucide-react';
import { Button } from '../ui/button';
import { FileLink } from '../ui/file-link';

/** A file the server makes (CSV or .xlsx): a plain link, the session cookie authenticates it. */
export interface ReportFileLink {
  readonly label: string;
  readonly href: string;
}

/** A CSV built in the browser from the report's table, for a report the server offers no file of. */
export interface ReportCsvAction {
  readonly label: string;
  readonly onDownload: () => void;
}

export interface ReportActionsProps {
  readonly files?: readonly ReportFileLink[];
  readonly csv?: ReportCsvAction;
  readonly printLabel: string;
  readonly onPrint: () => void;
  /** No figures to export or print yet (loading, or the period makes no sense). */
  readonly disabled: boolean;
}

/** The report's downloads and its print button; kept off the paper. */
export function ReportActions({ files = [], csv, printLabel, onPrint, disabled }: ReportActionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-2" data-print="hide">
      {disabled
        ? null
        : files.map((file) => (
            <FileLink key={file.href} href={file.href}>
              {file.label}
            </FileLink>
          ))}
      {csv ? (
        <Button variant="secondary" onClick={csv.onDownload} disabled={disabled}>
          <Download aria-hidden="true" className="size-4" />
          {csv.label}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onPrint} disabled={disabled}>
        <Printer aria-hidden="true" className="size-4" />
        {printLabel}
      </Button>
    </div>
  );
}
