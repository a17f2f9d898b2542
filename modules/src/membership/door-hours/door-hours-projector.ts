import { doorHoursEvents } from './door-hours-events.js';
import type { DoorHoursEvent } from './door-hours-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { DOOR_HOURS_TOPIC } from './door-hours-topics.js';

/** The gym's door hours as one row, for the settings page; only the last change of a batch matters. */
export const doorHoursProjector: ModuleProjector<typeof DOOR_HOURS_TOPIC.name> = {
  name: 'door-hours',
  version: 1,
  eventTypes: doorHoursEvents.map((e) => e.type),
  topics: [DOOR_HOURS_TOPIC.name],
  tables: [
    {
      name: 'door_hours',
      ddl: `CREATE TABLE door_hours (
        id          integer PRIMARY KEY CHECK (id = 1),
        hours       jsonb NOT NULL,
        updated_at  timestamptz NOT NULL
      )`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    const last = events.at(-1);
    if (!last) return;
    const event = parseEvent(last) as DoorHoursEvent;
    await client.query(
      `INSERT INTO door_hours (id, hours, updated_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET hours = $1, updated_at = $2`,
      [event.data, last.metadata.at],
    );
  },
};
