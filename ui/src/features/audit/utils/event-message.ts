import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';
import { recordedRefusalText } from '../../../lib/refusal-text';
import type { useT } from '../../../lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;
export type AuditEventMessage = NonNullable<LoggedEvent['message']>;
type Param = AuditEventMessage['params'][string];

/** How the page shows the values that are not text: a subject (linked on the page), money, a calendar day. */
export interface ValueRenderers<Node> {
  subject(ref: string, id: string, label: string | undefined): Node;
  money(minorUnits: number): Node;
  date(day: string): Node;
}

/** The catalogue's message of an event type (`audit.event.PaymentRecorded`). */
export const auditMessageId = (code: string) => `audit.event.${code}`;

/** The channels a member opted out of or back into, as the server lists their codes ("email, sms"). */
const CHANNEL_IDS: Record<string, string> = {
  email: 'audit.channel.email',
  sms: 'audit.channel.sms',
  whatsapp: 'audit.channel.whatsapp',
};

/** A list of channel codes in the page's words; a code this UI does not know stays as it is. */
function channelsIn(t: Translate, list: string): string {
  return list
    .split(', ')
    .map((code) => (CHANNEL_IDS[code] ? t(CHANNEL_IDS[code]) : code))
    .join(t('audit.list.separator'));
}

/**
 * The values an event's message puts in (issue 46): numbers and text as they are (a code is worded by the message's
 * select), subjects, money and days by `render`, and the values that are lists or sentences the server wrote in
 * English worded again: the channels of a consent, an invoice's default description, and a reader's refusal whose
 * code the event's `data` recorded.
 */
export function messageValues<Node>(
  t: Translate,
  message: AuditEventMessage,
  render: ValueRenderers<Node>,
  data?: unknown,
): Record<string, string | number | Node> {
  const values: Record<string, string | number | Node> = {};
  for (const [name, param] of Object.entries(message.params)) values[name] = valueOf(param, render);
  if (typeof message.params.channels === 'string') values.channels = channelsIn(t, message.params.channels);
  if (message.code === 'InvoiceIssued' && typeof message.params.description === 'string')
    values.description = invoiceDescriptionIn(t, message.params.description);
  const refusal = message.code === 'DoorEntryRefused' ? recordedRefusalOf(data) : null;
  if (refusal) values.message = recordedRefusalText(refusal);
  return values;
}

/**
 * A fingerprint reader's refusal (`DoorEntryRefused`) gives the server's English sentence as its `message` value; its
 * data has recorded the refusal's code and values too since issue 46 (not an older one, which keeps the sentence).
 */
function recordedRefusalOf(data: unknown) {
  if (typeof data !== 'object' || data === null) return null;
  const refused = data as { message?: unknown; code?: unknown; params?: unknown };
  if (typeof refused.message !== 'string' || typeof refused.code !== 'string') return null;
  const params =
    typeof refused.params === 'object' && refused.params !== null
      ? (refused.params as Record<string, string | number>)
      : undefined;
  return { refusal: refused.message, code: refused.code, params };
}

function valueOf<Node>(param: Param, render: ValueRenderers<Node>): string | number | Node {
  if (typeof param === 'string' || typeof param === 'number') return param;
  if ('ref' in param) return render.subject(param.ref, param.id, param.label);
  if ('money' in param) return render.money(param.money);
  return render.date(param.date);
}

/**
 * The names the audit trail keeps for a till session and a class session are written by the server in English
 * (`<desk> till, <day>`, `<time> class`, in their modules' audit specs): worded again around the desk's name and the
 * time. Any other name is a name, shown as it is.
 */
const SUBJECT_NAMES: Record<
  string,
  { pattern: RegExp; id: string; values: (match: string[]) => Record<string, string> }
> = {
  'till-session': {
    pattern: /^([\s\S]+) till, (\d{4}-\d{2}-\d{2})$/,
    id: 'audit.subject.tillSession',
    values: ([desk, day]) => ({ desk: desk!, day: day! }),
  },
  'class-session': {
    pattern: /^(\d{2}:\d{2}) class$/,
    id: 'audit.subject.classSession',
    values: ([time]) => ({ time: time! }),
  },
};

/** A subject's name in the page's language. */
export function subjectNameIn(t: Translate, kind: string, name: string): string {
  const known = SUBJECT_NAMES[kind];
  const match = known?.pattern.exec(name);
  return known && match ? t(known.id, known.values(match.slice(1))) : name;
}

/** A subject with no name yet: its short id (a code, like the stream, shown as it is). */
export const shortId = (id: string) => `#${id.slice(0, 8)}`;
