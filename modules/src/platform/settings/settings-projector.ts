import { settingsEvents } from './settings-events.js';
import type { SettingsEvent } from './settings-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { SETTINGS_TOPIC } from './settings-topics.js';

/** The gym's settings as one row; only the last change of a batch matters. */
export const settingsProjector: ModuleProjector<typeof SETTINGS_TOPIC.name> = {
  name: 'settings',
  version: 1,
  eventTypes: settingsEvents.map((e) => e.type),
  topics: [SETTINGS_TOPIC.name],
  tables: [
    {
      name: 'gym_settings',
      ddl: `CREATE TABLE gym_settings (
        id          integer PRIMARY KEY CHECK (id = 1),
        settings    jsonb NOT NULL,
        updated_at  timestamptz NOT NULL
      )`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    const last = events.at(-1);
    if (!last) return;
    const event = parseEvent(last) as SettingsEvent;
    await client.query(
      `INSERT INTO gym_settings (id, settings, updated_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET settings = $1, updated_at = $2`,
      [event.data, last.metadata.at],
    );
  },
};
