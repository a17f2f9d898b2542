import { describe, expect, it } from 'vitest';
import { DEFAULT_DOOR_HOURS } from './door-hours-contracts.js';
import type { DoorHours } from './door-hours-events.js';
import { doorVerdict } from './door-rule.js';
import type { DoorQuestion } from './door-rule.js';
import { doorRefusal } from './public.js';

/*
 * The door's rule, given/when/then: given the gym's hours, when a member arrives at a gym-local minute, then the
 * door admits, or refuses with its code, values and the time the refusal ends. 2026-12-06 is a Sunday.
 */
const SUNDAY = '2026-12-06';
const FRIDAY = '2026-12-11';
const gym = (change: Partial<DoorHours> = {}): DoorHours => ({
  ...DEFAULT_DOOR_HOURS,
  weekly: [
    { open: '06:00', close: '23:00' },
    { open: '06:00', close: '23:00' },
    { open: '06:00', close: '23:00' },
    { open: '06:00', close: '23:00' },
    { open: '06:00', close: '23:00' },
    null,
    { open: '08:00', close: '20:00' },
  ],
  ...change,
});
const member = (change: Partial<DoorQuestion> = {}): DoorQuestion => ({
  day: SUNDAY,
  time: '10:00',
  gender: 'male',
  accessWindows: [],
  prayerTimes: null,
  ...change,
});
const given = (hours: DoorHours) => ({
  when: (question: Partial<DoorQuestion>) => {
    const verdict = doorVerdict(hours, member(question));
    return {
      thenAdmitted: () => expect(verdict).toEqual({ ok: true }),
      thenRefused: (key: string, params: Record<string, string>, until: string | null, sentence?: string) => {
        expect(verdict).toEqual({ ok: false, key, params, until });
        if (sentence !== undefined && !verdict.ok) expect(doorRefusal(verdict, {}).message).toBe(sentence);
      },
    };
  },
});

describe('the door rule', () => {
  it('admits at any hour by default (no hours set: the door as it always was)', () => {
    given(DEFAULT_DOOR_HOURS).when({ time: '00:00' }).thenAdmitted();
    given(DEFAULT_DOOR_HOURS).when({ time: '23:59', day: FRIDAY }).thenAdmitted();
  });

  it("keeps the weekday's opening hours: from the opening minute, until the closing minute", () => {
    given(gym()).when({ time: '05:59' }).thenRefused('closed_until', { until: '06:00' }, '06:00', 'Closed until 06:00');
    given(gym()).when({ time: '06:00' }).thenAdmitted();
    given(gym()).when({ time: '22:59' }).thenAdmitted();
    given(gym()).when({ time: '23:00' }).thenRefused('closed_since', { since: '23:00' }, null, 'Closed since 23:00');
    given(gym()).when({ day: '2026-12-12', time: '07:59' }).thenRefused('closed_until', { until: '08:00' }, '08:00');
  });

  it('refuses all day on a weekday closed all day', () => {
    given(gym()).when({ day: FRIDAY, time: '12:00' }).thenRefused('closed_today', {}, null, 'Closed today');
  });

  it("lets dated special hours win over the weekday's, on each day of their range", () => {
    const ramadan = gym({
      special: [{ name: 'Ramadan', from: '2026-12-01', to: '2026-12-10', hours: { open: '19:00', close: '24:00' } }],
    });
    given(ramadan).when({ time: '10:00' }).thenRefused('closed_until', { until: '19:00' }, '19:00');
    given(ramadan).when({ time: '23:59' }).thenAdmitted();
    given(ramadan).when({ day: '2026-12-10', time: '19:00' }).thenAdmitted();
    // The day after the range: the weekday's hours again (Friday: closed).
    given(ramadan).when({ day: FRIDAY, time: '20:00' }).thenRefused('closed_today', {}, null);
    // Special hours open a weekday closed all day.
    const nationalDay = gym({
      special: [{ name: 'National Day', from: FRIDAY, to: FRIDAY, hours: { open: '16:00', close: '22:00' } }],
    });
    given(nationalDay).when({ day: FRIDAY, time: '16:00' }).thenAdmitted();
  });

  it('lets a dated closure win over special and weekday hours', () => {
    const eid = gym({
      special: [{ name: 'Ramadan', from: '2026-12-01', to: '2026-12-10', hours: { open: '19:00', close: '24:00' } }],
      closures: [{ name: 'Eid al-Fitr', from: SUNDAY, to: '2026-12-07' }],
    });
    given(eid)
      .when({ time: '20:00' })
      .thenRefused('closure', { name: 'Eid al-Fitr' }, null, 'Closed today (Eid al-Fitr)');
    given(eid).when({ day: '2026-12-07', time: '20:00' }).thenRefused('closure', { name: 'Eid al-Fitr' }, null);
    given(eid).when({ day: '2026-12-08', time: '20:00' }).thenAdmitted();
  });

  it('refuses the other gender during gender hours, until their last minute; the same gender is admitted', () => {
    const ladies = gym({ genderHours: [{ gender: 'female', weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '14:00' }] });
    given(ladies)
      .when({ time: '09:00' })
      .thenRefused('gender_hours', { hours: 'female', until: '14:00' }, '14:00', "Ladies' hours until 14:00");
    given(ladies).when({ time: '13:59' }).thenRefused('gender_hours', { hours: 'female', until: '14:00' }, '14:00');
    given(ladies).when({ time: '14:00' }).thenAdmitted();
    given(ladies).when({ time: '08:59' }).thenAdmitted();
    given(ladies).when({ time: '10:00', gender: 'female' }).thenAdmitted();
    // Not on a weekday the hours do not name (Saturday).
    given(ladies).when({ day: '2026-12-12', time: '10:00' }).thenAdmitted();
    const gents = gym({ genderHours: [{ gender: 'male', weekdays: [0], from: '18:00', to: '21:00' }] });
    given(gents)
      .when({ time: '18:30', gender: 'female' })
      .thenRefused('gender_hours', { hours: 'male', until: '21:00' }, '21:00', "Men's hours until 21:00");
  });

  it("keeps a plan's access windows: inside admitted, outside told the window, a day without one refused", () => {
    const offPeak = [{ weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '16:00', label: 'Off-peak' }];
    given(gym())
      .when({ time: '08:59', accessWindows: offPeak })
      .thenRefused(
        'plan_window',
        { from: '09:00', to: '16:00', label: 'Off-peak' },
        '09:00',
        'Your plan admits you 09:00–16:00 (Off-peak)',
      );
    given(gym()).when({ time: '09:00', accessWindows: offPeak }).thenAdmitted();
    given(gym()).when({ time: '15:59', accessWindows: offPeak }).thenAdmitted();
    given(gym())
      .when({ time: '16:00', accessWindows: offPeak })
      .thenRefused('plan_window', { from: '09:00', to: '16:00', label: 'Off-peak' }, null);
    given(gym())
      .when({ day: '2026-12-12', time: '10:00', accessWindows: offPeak })
      .thenRefused('plan_day', { label: 'Off-peak' }, null, 'Your plan (Off-peak) does not admit you today');
    // Of two windows, the one still to come is told.
    const split = [
      { weekdays: [0], from: '06:00', to: '08:00', label: 'Early' },
      { weekdays: [0], from: '20:00', to: '23:00', label: 'Late' },
    ];
    given(gym())
      .when({ time: '12:00', accessWindows: split })
      .thenRefused('plan_window', { from: '20:00', to: '23:00', label: 'Late' }, '20:00');
    given(gym()).when({ time: '07:00', accessWindows: split }).thenAdmitted();
  });

  it('closes the door around each prayer when prayer closures are on, to the minute', () => {
    const prayers = { fajr: '04:50', dhuhr: '11:25', asr: '14:30', maghrib: '16:45', isha: '18:15' };
    const hours = gym({
      weekly: Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' })),
      prayer: { ...DEFAULT_DOOR_HOURS.prayer, enabled: true, beforeMinutes: 5, afterMinutes: 20 },
    });
    given(hours)
      .when({ time: '16:40', prayerTimes: prayers })
      .thenRefused('prayer', { prayer: 'maghrib', until: '17:05' }, '17:05', 'Closed for Maghrib prayer until 17:05');
    given(hours).when({ time: '16:39', prayerTimes: prayers }).thenAdmitted();
    given(hours)
      .when({ time: '17:04', prayerTimes: prayers })
      .thenRefused('prayer', { prayer: 'maghrib', until: '17:05' }, '17:05');
    given(hours).when({ time: '17:05', prayerTimes: prayers }).thenAdmitted();
    given(hours)
      .when({ time: '04:45', prayerTimes: prayers })
      .thenRefused('prayer', { prayer: 'fajr', until: '05:10' }, '05:10');
    // Off: the prayer times are not asked about.
    given({ ...hours, prayer: { ...hours.prayer, enabled: false } })
      .when({ time: '16:45', prayerTimes: prayers })
      .thenAdmitted();
  });

  it('says the closed door before the prayer, the prayer before gender hours, gender hours before the plan', () => {
    const prayers = { fajr: '04:50', dhuhr: '11:25', asr: '14:30', maghrib: '16:45', isha: '18:15' };
    const busy = gym({
      genderHours: [{ gender: 'female', weekdays: [0], from: '09:00', to: '14:00' }],
      prayer: { ...DEFAULT_DOOR_HOURS.prayer, enabled: true, beforeMinutes: 10, afterMinutes: 10 },
    });
    const offPeak = [{ weekdays: [0], from: '15:00', to: '16:00', label: 'Off-peak' }];
    given(busy)
      .when({ time: '11:20', prayerTimes: prayers, accessWindows: offPeak })
      .thenRefused('prayer', { prayer: 'dhuhr', until: '11:35' }, '11:35');
    given(busy)
      .when({ time: '12:00', prayerTimes: prayers, accessWindows: offPeak })
      .thenRefused('gender_hours', { hours: 'female', until: '14:00' }, '14:00');
    given(busy)
      .when({ time: '05:00', prayerTimes: prayers, accessWindows: offPeak })
      .thenRefused('closed_until', { until: '06:00' }, '06:00');
  });
});
