import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { DEFAULT_DOOR_HOURS } from './door-hours-contracts.js';
import { doorHoursDecider } from './door-hours-decider.js';
import type { DoorHours, DoorHoursEvent } from './door-hours-events.js';
import { computedPrayerTimes, prayerTimesOn } from './prayer-times.js';

const spec = deciderSpec(doorHoursDecider);
const set = (hours: DoorHours) => ({ type: 'SetDoorHours' as const, hours });
const changed = (hours: DoorHours): DoorHoursEvent => ({ type: 'DoorHoursChanged', data: hours });
const weekly = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

describe('door hours decider', () => {
  it('records the whole record, and nothing when nothing changed', () => {
    const hours = { ...DEFAULT_DOOR_HOURS, weekly: weekly('06:00', '23:00') };
    spec
      .given([])
      .when(set(hours))
      .then([changed(hours)]);
    spec
      .given([changed(hours)])
      .when(set(hours))
      .thenNothing();
    spec.given([]).when(set(DEFAULT_DOOR_HOURS)).thenNothing();
  });

  it('refuses a day that closes at or before it opens (hours keep within a day)', () => {
    spec
      .given([])
      .when(
        set({
          ...DEFAULT_DOOR_HOURS,
          weekly: [{ open: '06:00', close: '06:00' }, ...weekly('06:00', '23:00').slice(1)],
        }),
      )
      .thenRefused(400, 'On Sunday, the closing time must be after the opening time.', 'door_hours.close_before_open');
    spec
      .given([])
      .when(
        set({
          ...DEFAULT_DOOR_HOURS,
          special: [
            { name: 'Ramadan', from: '2027-02-08', to: '2027-03-09', hours: { open: '20:00', close: '02:00' } },
          ],
        }),
      )
      .thenRefused(400, /Ramadan/, 'door_hours.special_close_before_open');
  });

  it('refuses dates out of order, gender hours without a day or ending first, prayer times without a place', () => {
    spec
      .given([])
      .when(set({ ...DEFAULT_DOOR_HOURS, closures: [{ name: 'Eid', from: '2027-03-10', to: '2027-03-09' }] }))
      .thenRefused(400, /Eid/, 'door_hours.closure_dates');
    spec
      .given([])
      .when(
        set({ ...DEFAULT_DOOR_HOURS, genderHours: [{ gender: 'female', weekdays: [], from: '09:00', to: '14:00' }] }),
      )
      .thenRefused(400, /weekday/, 'door_hours.gender_window');
    spec
      .given([])
      .when(
        set({ ...DEFAULT_DOOR_HOURS, genderHours: [{ gender: 'female', weekdays: [0], from: '14:00', to: '09:00' }] }),
      )
      .thenRefused(400, /end after/, 'door_hours.gender_window');
    spec
      .given([])
      .when(set({ ...DEFAULT_DOOR_HOURS, prayer: { ...DEFAULT_DOOR_HOURS.prayer, enabled: true, latitude: null } }))
      .thenRefused(400, /latitude/, 'door_hours.prayer_place');
  });
});

describe('prayer times', () => {
  it("computes Doha's five prayers with Qatar's method, in the gym's time zone, whatever the process zone", () => {
    const times = computedPrayerTimes(25.2854, 51.531, '2026-12-06', 'Asia/Qatar');
    // Published Doha times for early December: Fajr ≈ 04:40, Dhuhr ≈ 11:25, Asr ≈ 14:25, Maghrib ≈ 16:45, Isha ≈ 18:15.
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    const near = (time: string, expected: string) =>
      expect(Math.abs(minutes(time) - minutes(expected))).toBeLessThanOrEqual(10);
    near(times.fajr, '04:40');
    near(times.dhuhr, '11:25');
    near(times.asr, '14:25');
    near(times.maghrib, '16:45');
    near(times.isha, '18:15');
  });

  it('uses the times typed by hand, and none when closures are off', () => {
    const manual = { fajr: '04:30', dhuhr: '11:30', asr: '14:45', maghrib: '17:10', isha: '18:40' };
    const on = { ...DEFAULT_DOOR_HOURS.prayer, enabled: true, source: 'manual' as const, manual };
    expect(prayerTimesOn({ ...DEFAULT_DOOR_HOURS, prayer: on }, '2026-12-06', 'Asia/Qatar')).toEqual(manual);
    expect(prayerTimesOn(DEFAULT_DOOR_HOURS, '2026-12-06', 'Asia/Qatar')).toBeNull();
  });
});
