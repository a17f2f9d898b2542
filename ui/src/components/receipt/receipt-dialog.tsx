import type { ReactNode, RefObject } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { DialogSheet, SheetBody, SheetFooter } from '../form-dialog/dialog-sheet';
import { ReceiptControls } from './receipt-controls';
import { usePrintableReceipt } from './use-printable-receipt';
import type { ReceiptPaper } from './receipt-paper';

/**
 * A document shown in a dialog (a sale's receipt right after it, a till report, a payslip): the document, then the
 * paper picker, the caller's actions, Print and the close button. The document is given the chosen paper and the
 * element to print through `children`.
 */
export function ReceiptDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  actions,
  ready = true,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel?: string;
  /** Before Print (a link to the receipt page, "Record adjustment"). */
  actions?: ReactNode;
  /** False while the document loads: no Print yet. */
  ready?: boolean;
  children: (document: { paper: ReceiptPaper; target: RefObject<HTMLElement | null> }) => ReactNode;
}) {
  const t = useT();
  const { paper, setPaper, target } = usePrintableReceipt();
  if (!open) return null;
  const close = <Button onClick={onClose}>{closeLabel ?? t('kit.close')}</Button>;
  return (
    <DialogSheet onClose={onClose} title={title} description={description} wide>
      <SheetBody>{children({ paper, target })}</SheetBody>
      <SheetFooter>
        {ready ? (
          <ReceiptControls paper={paper} onPaperChange={setPaper} target={target} end={close} className="justify-end">
            {actions}
          </ReceiptControls>
        ) : (
          close
        )}
      </SheetFooter>
    </DialogSheet>
  );
}
