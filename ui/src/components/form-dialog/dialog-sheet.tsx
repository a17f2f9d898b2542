import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface DialogSheetProps {
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** A wider box on larger screens, for forms with many fields. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * An open dialog (Headless UI: focus kept inside, Escape and a click outside call onClose): a centred box from 640 px
 * up, and below that a sheet filling the screen whose content scrolls while its header and footer stay put, so a
 * form fits a 360 px phone.
 */
export function DialogSheet({ onClose, title, description, wide = false, children }: DialogSheetProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex w-screen justify-center sm:items-center sm:overflow-y-auto sm:p-4">
        <DialogPanel
          className={`flex h-dvh w-full min-w-0 flex-col bg-white sm:h-auto sm:rounded-lg sm:shadow-xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
        >
          <div className="px-4 pt-4 sm:px-6 sm:pt-6">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description ? <Description className="mt-1 text-sm text-slate-700">{description}</Description> : null}
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The sheet's content: on a phone it scrolls while the title above and the buttons below stay in view. */
export function SheetBody({ children }: { children: ReactNode }) {
  return <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>;
}

/** The sheet's buttons, at its end: a bar along the bottom of a phone's screen, the last row of the box above. */
export function SheetFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:mt-0 sm:border-0 sm:px-6 sm:pt-0 sm:pb-6">
      {children}
    </div>
  );
}
