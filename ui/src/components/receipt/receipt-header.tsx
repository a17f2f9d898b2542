import type { ReactNode } from 'react';
import type { ReceiptPaper } from './receipt-paper';

/**
 * The business a document comes from, as the gym's settings give it. The settings hold no tax or commercial
 * registration number today; `registration` lines (e.g. "CR 12345") print under the contact line when a caller has them.
 */
export interface ReceiptGym {
  readonly name: string;
  readonly address?: string;
  readonly phone?: string;
  readonly email?: string;
  /** A data URL or address; decorative (the name is printed beside it). */
  readonly logo?: string;
  readonly registration?: readonly string[];
}

/**
 * The top of a document: the gym (logo, name, address, contact) and the document's own block (title, number and
 * date, who it is for). Side by side on A4, stacked and centred on the 80 mm roll.
 */
export function ReceiptHeader({
  paper,
  gym,
  title,
  details,
}: {
  paper: ReceiptPaper;
  gym?: ReceiptGym | undefined;
  title: ReactNode;
  details?: ReactNode;
}) {
  const thermal = paper === 'thermal';
  const contact = [gym?.phone, gym?.email].filter(Boolean).join(' · ');
  return (
    <header className={`mb-4 ${thermal ? 'text-center' : 'flex flex-wrap items-start justify-between gap-4'}`}>
      {gym ? (
        <div className="min-w-0 wrap-anywhere">
          {gym.logo ? <img src={gym.logo} alt="" className={`mb-2 ${thermal ? 'mx-auto h-10' : 'h-14'}`} /> : null}
          <p className={`font-bold ${thermal ? 'text-sm' : 'text-lg'}`}>{gym.name}</p>
          {gym.address ? <p>{gym.address}</p> : null}
          {contact ? <p>{contact}</p> : null}
          {gym.registration?.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className={`min-w-0 wrap-anywhere ${thermal ? 'mt-2' : 'sm:text-end'}`}>
        <p className="font-semibold">{title}</p>
        {details}
      </div>
    </header>
  );
}
