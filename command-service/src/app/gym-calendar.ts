import type { Pool } from 'pg';
import { dayOf } from '@gym/events/calendar/local-date';
import { readSettings } from '@gym/modules/platform/settings/public';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import type { Clock } from '@gym/kernel/time/clock';

/** How long the gym's time zone is trusted before it is read again (it changes about never). */
const TIME_ZONE_TTL_MS = 5000;

/** "Today" and days of instants in the gym's time zone (setting, default Asia/Qatar: DESIGN section 4). */
export class GymCalendar {
  private cached: { timeZone: string; at: number } | null = null;

  constructor(
    private readonly pool: Pool,
    readonly clock: Clock,
  ) {}

  async timeZone(): Promise<string> {
    if (this.cached && Date.now() - this.cached.at < TIME_ZONE_TTL_MS) return this.cached.timeZone;
    const timeZone = (await readSettings(this.pool))?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
    this.cached = { timeZone, at: Date.now() };
    return timeZone;
  }

  async today(): Promise<string> {
    return dayOf(this.clock.now(), await this.timeZone());
  }

  async dayOf(instant: Date): Promise<string> {
    return dayOf(instant, await this.timeZone());
  }
}
