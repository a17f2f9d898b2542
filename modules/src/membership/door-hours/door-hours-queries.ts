import type { Pool } from 'pg';
import { DEFAULT_DOOR_HOURS } from './door-hours-contracts.js';
import type { DoorHours } from './door-hours-events.js';

/** The gym's door hours as last saved, or the defaults (open all day, every day) while none were ever saved. */
export async function readDoorHours(pool: Pool): Promise<DoorHours> {
  const result = await pool.query<{ hours: DoorHours }>('SELECT hours FROM read.door_hours WHERE id = 1');
  return result.rows[0]?.hours ?? DEFAULT_DOOR_HOURS;
}
