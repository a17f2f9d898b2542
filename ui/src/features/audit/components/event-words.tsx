import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { hasMessage } from '../../../lib/i18n/i18n';
import { actorNameIn } from '../../../lib/i18n/role-name';
import { useT } from '../../../lib/i18n/use-t';
import { auditMessageId, messageValues, shortId, subjectNameIn } from '../utils/event-message';
import type { AuditEventMessage, ValueRenderers } from '../utils/event-message';

type Part = NonNullable<LoggedEvent['words']>[number];

/** The pages a subject of the words opens: a member's page, an invoice's receipt (with its payment history). */
const SUBJECT_PAGES: Record<string, (id: string) => string> = {
  member: (id) => `/members/${encodeURIComponent(id)}`,
  invoice: (id) => `/billing/receipts/${encodeURIComponent(id)}`,
};

/** A subject by its current name (or its short id, a code left as it is), linked to its page when it has one. */
function Subject({ kind, id, label }: { kind: string; id: string; label: string | undefined }) {
  const t = useT();
  const text =
    label !== undefined ? (
      subjectNameIn(t, kind, label)
    ) : (
      <span translate="no" dir="ltr">
        {shortId(id)}
      </span>
    );
  const page = SUBJECT_PAGES[kind];
  return page ? (
    <Link className="text-indigo-700 underline" to={page(id)}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

const RENDER: ValueRenderers<ReactNode> = {
  subject: (ref: string, id: string, label: string | undefined) => <Subject kind={ref} id={id} label={label} />,
  money: (minorUnits: number) => formatMoney(minorUnits / 100),
  // A calendar day as the app writes days everywhere (YYYY-MM-DD), kept left to right inside Arabic text.
  date: (day: string) => (
    <time dateTime={day} dir="ltr">
      {day}
    </time>
  ),
};

/** One part of the English words (an event of a type this UI has no message for, from a newer server). */
function PartText({ part }: { part: Part }) {
  if (typeof part === 'string') return part;
  if ('money' in part) return RENDER.money(part.money);
  if ('date' in part) return RENDER.date(part.date);
  return RENDER.subject(part.ref, part.id, part.label);
}

/** The event's message in the page's language, its subjects linked, money and days formatted for the page. */
function EventMessage({ message, data }: { message: AuditEventMessage; data: unknown }) {
  const t = useT();
  return <Trans id={auditMessageId(message.code)} values={messageValues(t, message, RENDER, data)} />;
}

/**
 * The event as a sentence, its actor the subject: worded from the catalogue in the page's language (issue 46) from
 * the code and values its module's audit spec gives; the server's English words for a type this UI has no message
 * for; the type's name where there is no spec.
 */
export function EventSentence({ event }: { event: LoggedEvent }) {
  const t = useT();
  if (!event.words) return <span translate="no">{event.type}</span>;
  const actor = actorNameIn(t, event.actor.name);
  if (event.message && hasMessage(auditMessageId(event.message.code)))
    return (
      <>
        {actor} <EventMessage message={event.message} data={event.data} />
      </>
    );
  // The parts carry their own spacing ("took ", {money}, " cash on invoice ", …).
  return (
    <>
      {actor}{' '}
      {event.words.map((part, index) => (
        <PartText key={index} part={part} />
      ))}
    </>
  );
}
