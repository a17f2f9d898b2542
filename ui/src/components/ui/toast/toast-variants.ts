import type { ToastVariant } from './toast-store';

/**
 * The colours of each kind of toast, in their own file so a unit test can measure their contrast: the browser tests
 * leave toasts out of their axe checks (a toast fading in was measured mid-animation), so this is where a poor
 * combination is caught.
 */
export const toastVariantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
  success: 'border-green-200 bg-green-50 text-green-900',
};

/** The close button's icon is drawn in the toast's text colour, dimmed by the opacity class until hovered. */
export const toastCloseButtonClasses = 'absolute end-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100';
