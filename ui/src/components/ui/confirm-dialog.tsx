import { DialogSheet, SheetFooter } from '../form-dialog/dialog-sheet';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel is the safe default. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  if (!open) return null;
  return (
    <DialogSheet onClose={onCancel} title={title} description={description}>
      <SheetFooter>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('kit.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy ?? false}>
          {confirmLabel}
        </Button>
      </SheetFooter>
    </DialogSheet>
  );
}
