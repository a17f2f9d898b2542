import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { defineEvent } from '@gym/events/catalogue/define-event';
import { bindProjector } from './projector.js';
import type { ModuleProjector } from './projector.js';

const catalogue = createEventCatalogue([
  defineEvent('Visited', z.object({ memberId: z.string() }), 2),
  defineEvent('Left', z.object({ memberId: z.string() })),
]);

const projector = (setBasedRebuild: ModuleProjector['setBasedRebuild']): ModuleProjector => ({
  name: 'visits',
  version: 1,
  eventTypes: ['Visited'],
  topics: [],
  tables: [],
  apply: async () => undefined,
  ...(setBasedRebuild ? { setBasedRebuild } : {}),
});
const statements = (log: string) => [`INSERT INTO visits SELECT e.position FROM ${log} e`];

/** Set-based rebuild statements are written for one schema version of a type the projector handles. */
describe('binding a projector with set-based rebuild statements', () => {
  it('binds statements that read the version the catalogue writes, and keeps them', () => {
    const bound = bindProjector(projector({ types: { Visited: 2 }, statements }), catalogue);
    expect(bound.setBasedRebuild?.types).toEqual({ Visited: 2 });
    expect(bound.setBasedRebuild?.statements('log', { fromStart: true })).toEqual([
      'INSERT INTO visits SELECT e.position FROM log e',
    ]);
  });

  it('refuses statements written for an older version than the catalogue writes', () => {
    expect(() => bindProjector(projector({ types: { Visited: 1 }, statements }), catalogue)).toThrow(
      "The visits projector's set-based rebuild reads Visited v1, but the catalogue writes v2",
    );
  });

  it('refuses statements for a type the projector does not handle', () => {
    expect(() => bindProjector(projector({ types: { Left: 1 }, statements }), catalogue)).toThrow(
      "The visits projector's set-based rebuild applies Left, which it does not handle",
    );
  });
});
