import { useRef, useState } from 'react';
import type { ReceiptPaper } from './receipt-paper';

/**
 * What a printable document's controls and its layout share: the paper chosen (A4 until the user picks the roll) and
 * the element the Print button prints alone.
 */
export function usePrintableReceipt(initialPaper: ReceiptPaper = 'a4') {
  const [paper, setPaper] = useState<ReceiptPaper>(initialPaper);
  const target = useRef<HTMLElement>(null);
  return { paper, setPaper, target };
}
