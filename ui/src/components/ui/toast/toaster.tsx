import * as Toast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { DEFAULT_TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store';
import type { ToastItem, ToastVariant } from './toast-store';
import { toastCloseButtonClasses, toastVariantClasses } from './toast-variants';

const variantIcons: Record<ToastVariant, typeof Info> = {
  default: Info,
  destructive: CircleAlert,
  success: CircleCheck,
};

/**
 * The notification area. Radix Toast gives the behaviour the spec asks for: swipe right to close (50 px), F8 focuses
 * the region, closing pauses while hovered or focused, Escape closes. The toast element itself carries
 * role="status" (or role="alert" when destructive), so Radix's own announcer is told to skip its text: each toast is
 * announced once.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={DEFAULT_TOAST_DURATION_MS}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      {/* Bottom right, above the fixed footer and the Add Member button: at the top they covered the header's
          connection status and profile menu (issue 10, item 13). */}
      <Toast.Viewport asChild>
        <div className="fixed right-0 bottom-32 z-[100] flex max-h-[calc(100vh-12rem)] w-full flex-col gap-2 overflow-y-auto p-4 outline-none md:max-w-[420px]" />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  const Icon = variantIcons[variant];
  const destructive = variant === 'destructive';
  return (
    <Toast.Root
      asChild
      open={item.open}
      duration={item.duration ?? DEFAULT_TOAST_DURATION_MS}
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
    >
      <div
        role={destructive ? 'alert' : 'status'}
        aria-atomic="true"
        className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${toastVariantClasses[variant]}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1" data-radix-toast-announce-exclude="">
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          {item.description ? <Toast.Description className="text-sm">{item.description}</Toast.Description> : null}
          {item.action ? (
            <Toast.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="mt-2 inline-flex w-fit rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {item.action.label}
            </Toast.Action>
          ) : null}
        </div>
        <Toast.Close aria-label="Close notification" className={toastCloseButtonClasses}>
          <X aria-hidden="true" className="size-4" />
        </Toast.Close>
      </div>
    </Toast.Root>
  );
}
