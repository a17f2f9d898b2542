/**
 * Prints only `element` (and what it holds): marks the document and the element for the print rules in index.css
 * while the browser's print dialog is open, and unmarks them after it closes.
 */
export function printOnly(element: HTMLElement | null): void {
  if (!element) return;
  const root = document.documentElement;
  root.dataset.printing = '';
  element.dataset.printTarget = '';
  window.addEventListener(
    'afterprint',
    () => {
      delete root.dataset.printing;
      delete element.dataset.printTarget;
    },
    { once: true },
  );
  window.print();
}
