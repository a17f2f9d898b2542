/** The time, injectable so tests can move "today" (check-in days, expiry, dashboard months). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
