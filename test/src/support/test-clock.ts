import type { Clock } from '@gym/kernel/time/clock';

/** A clock a test moves by hand: "today" for memberships and check-ins without waiting for days to pass. */
export class TestClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}
