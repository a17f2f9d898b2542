import { classEvents } from '@gym/events/classes/class-events';
import type { ClassEvent } from '@gym/events/classes/class-events';
import { parseEvent } from '@gym/events/catalogue/event-catalogue';
import type { Projector } from '../runner/projector.js';

export const classesProjector: Projector = {
  name: 'classes',
  version: 1,
  eventTypes: classEvents.map((e) => e.type),
  topics: ['classes'],
  tables: [{ name: 'classes', ddl: 'CREATE TABLE classes (class_id text PRIMARY KEY, name text NOT NULL)' }],
  async apply(events, client) {
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
