import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';

type Part = NonNullable<LoggedEvent['words']>[number];

/** The pages a subject of the words opens: a member's page, an invoice's receipt (with its payment history). */
const SUBJECT_PAGES: Record<string, (id: string) => string> = {
  member: (id) => `/members/${encodeURIComponent(id)}`,
  invoice: (id) => `/billing/receipts/${encodeURIComponent(id)}`,
};

/** One part of the sentence: money is stored in minor units, a subject shows its name (or a short id). */
function PartText({ part }: { part: Part }) {
  if (typeof part === 'string') return part;
  if ('money' in part) return formatMoney(part.money / 100);
  if ('date' in part) return part.date;
  // The words already name the kind ("on invoice "), so an unnamed subject shows its short id.
  const text = part.label ?? `#${part.id.slice(0, 8)}`;
  const page = SUBJECT_PAGES[part.ref];
  return page ? (
    <Link className="text-indigo-700 underline" to={page(part.id)}>
      {text}
    </Link>
  ) : (
    text
  );
}

/**
 * The event in words from its module's audit spec, its actor the subject, members and invoices linked to their
 * pages; the type name where there is no spec.
 */
export function EventSentence({ event }: { event: LoggedEvent }) {
  if (!event.words) return <>{event.type}</>;
  // The parts carry their own spacing ("took ", {money}, " cash on invoice ", …).
  return (
    <>
      {event.actor.name}{' '}
      {event.words.map((part, index) => (
        <PartText key={index} part={part} />
      ))}
    </>
  );
}
