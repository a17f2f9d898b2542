import { formatMoney } from '@gym/kernel/contracts/format';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';

type Part = NonNullable<LoggedEvent['words']>[number];

/** One part of the sentence: money is stored in minor units, a subject shows its label (or its kind). */
function partText(part: Part): string {
  if (typeof part === 'string') return part;
  if ('money' in part) return formatMoney(part.money / 100);
  if ('date' in part) return part.date;
  // The words already name the kind ("on invoice "), so an unnamed subject shows its short id.
  return part.label ?? `#${part.id.slice(0, 8)}`;
}

/** The event in words from its module's audit spec, its actor the subject; the type name where there is no spec. */
export function eventSentence(event: LoggedEvent): string {
  if (!event.words) return event.type;
  // The parts carry their own spacing ("took ", {money}, " cash on invoice ", …).
  return `${event.actor.name} ${event.words.map(partText).join('').trim()}`;
}
