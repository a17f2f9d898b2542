import { PARKED_RESOLUTIONS_DDL, PARKED_RESOLUTIONS_TABLE } from '@gym/kernel/projection/parked-events';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { readModelEvents } from './read-model-events.js';
import type { ReadModelEvent } from './read-model-events.js';
import { PARKED_EVENTS_TOPIC } from './read-model-topics.js';

/** Who marked which parked event corrected (the table is the contract in `parked-events.ts`). */
export const readModelProjector: ModuleProjector<typeof PARKED_EVENTS_TOPIC.name> = {
  name: 'parked-resolutions',
  version: 1,
  eventTypes: readModelEvents.map((e) => e.type),
  topics: [PARKED_EVENTS_TOPIC.name],
  tables: [{ name: PARKED_RESOLUTIONS_TABLE, ddl: PARKED_RESOLUTIONS_DDL }],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const { data } = parseEvent(recorded) as ReadModelEvent;
      await client.query(
        `INSERT INTO ${PARKED_RESOLUTIONS_TABLE} (projector, event_id, resolved_at, resolved_by, note)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (projector, event_id) DO NOTHING`,
        [data.projector, data.eventId, recorded.metadata.at, recorded.metadata.actorName, data.note],
      );
    }
  },
};
