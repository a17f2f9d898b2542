import { classEvents } from './class-events.js';
import type { ClassEvent } from './class-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { CLASSES_TOPIC } from './class-topics.js';

export const classesProjector: ModuleProjector<typeof CLASSES_TOPIC.name> = {
  name: 'classes',
  version: 1,
  eventTypes: classEvents.map((e) => e.type),
  topics: [CLASSES_TOPIC.name],
  tables: [{ name: 'classes', ddl: 'CREATE TABLE classes (class_id text PRIMARY KEY, name text NOT NULL)' }],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as ClassEvent;
      if (event.type === 'ClassAdded') {
        await client.query(
          'INSERT INTO classes (class_id, name) VALUES ($1, $2) ON CONFLICT (class_id) DO UPDATE SET name = $2',
          [event.data.classId, event.data.name],
        );
      } else {
        await client.query('DELETE FROM classes WHERE class_id = $1', [event.data.classId]);
      }
    }
  },
};
