import type { ReactNode } from 'react';

export type PillTone = 'green' | 'yellow' | 'red' | 'grey';

const TONES: Record<PillTone, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-200 text-slate-800',
};

/** A short state word in a table cell (On sale, Waiting for approval, Online…), at text contrast that passes AA. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>
  );
}
