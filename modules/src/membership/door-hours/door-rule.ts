import type { AccessWindow } from '@gym/events/catalogue/common-schemas';
import type { DoorHours, Prayer } from './door-hours-events.js';

/** Minutes since midnight of `HH:MM` (`24:00` is 1440, the day's end). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** `HH:MM` of minutes since midnight (within the day). */
export const timeOf = (minutes: number) => {
  const m = Math.max(0, Math.min(minutes, 1440));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
/** The weekday of a calendar day, 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Why the door refuses, one refusal code of `door.*` each (their sentences are door-hours-refusals.ts's). */
export type DoorRefusalKey =
  'closed_until' | 'closed_since' | 'closed_today' | 'closure' | 'prayer' | 'gender_hours' | 'plan_window' | 'plan_day';

export type DoorVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly key: DoorRefusalKey;
      readonly params: Readonly<Record<string, string>>;
      /** When the refusal ends today (`HH:MM`), or null when it lasts the day. */
      readonly until: string | null;
    };

export interface DoorQuestion {
  /** The gym-local day and time of the arrival. */
  readonly day: string;
  readonly time: string;
  readonly gender: 'female' | 'male';
  /** The windows of the member's membership as sold; empty means no restriction. */
  readonly accessWindows: readonly AccessWindow[];
  /** Today's five prayer times (`HH:MM`, gym-local) when prayer closures are on, else null. */
  readonly prayerTimes: Readonly<Record<Prayer, string>> | null;
}

const inWindow = (minute: number, from: string, to: string) => minute >= minutesOf(from) && minute < minutesOf(to);

/**
 * The door's rule (issue 47, item 5), pure: whether a member may come in at a gym-local minute, and why not. In order:
 * a dated closure (all day); the day's opening hours (a dated special hours' over the weekday's), open from `open`
 * (inclusive) to `close` (exclusive); a prayer closure, from `beforeMinutes` before the prayer to `afterMinutes` after
 * it (exclusive); the gym's hours for the other gender; the member's plan windows. Every window includes its first
 * minute and ends at its last: at 14:00 the ladies' hours "until 14:00" are over.
 */
export function doorVerdict(hours: DoorHours, question: DoorQuestion): DoorVerdict {
  const { day } = question;
  const minute = minutesOf(question.time);
  const weekday = weekdayOf(day);
  const no = (key: DoorRefusalKey, params: Record<string, string>, until: string | null): DoorVerdict => ({
    ok: false,
    key,
    params,
    until,
  });

  const closure = hours.closures.find((c) => c.from <= day && day <= c.to);
  if (closure) return no('closure', { name: closure.name }, null);

  const special = hours.special.find((s) => s.from <= day && day <= s.to);
  const open = special ? special.hours : hours.weekly[weekday];
  if (!open) return no('closed_today', {}, null);
  if (minute < minutesOf(open.open)) return no('closed_until', { until: open.open }, open.open);
  if (minute >= minutesOf(open.close)) return no('closed_since', { since: open.close }, null);

  if (hours.prayer.enabled && question.prayerTimes) {
    for (const [prayer, at] of Object.entries(question.prayerTimes)) {
      const start = minutesOf(at) - hours.prayer.beforeMinutes;
      const end = minutesOf(at) + hours.prayer.afterMinutes;
      if (minute >= start && minute < end) {
        const until = timeOf(end);
        return no('prayer', { prayer, until }, until);
      }
    }
  }

  const genderWindow = hours.genderHours.find(
    (g) => g.gender !== question.gender && g.weekdays.includes(weekday) && inWindow(minute, g.from, g.to),
  );
  if (genderWindow) {
    return no('gender_hours', { hours: genderWindow.gender, until: genderWindow.to }, genderWindow.to);
  }

  if (question.accessWindows.length > 0) {
    const today = question.accessWindows.filter((w) => w.weekdays.includes(weekday));
    if (today.some((w) => inWindow(minute, w.from, w.to))) return { ok: true };
    if (today.length === 0) return no('plan_day', { label: question.accessWindows[0]!.label }, null);
    // The window still to come today, else the day's first: "Your plan admits you 09:00–16:00 (Off-peak)".
    const sorted = [...today].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    const next = sorted.find((w) => minutesOf(w.from) > minute);
    const shown = next ?? sorted[0]!;
    return no('plan_window', { from: shown.from, to: shown.to, label: shown.label }, next ? next.from : null);
  }
  return { ok: true };
}
