import { z } from 'zod';

const partStatus = z.enum(['up', 'starting', 'lagging', 'down']);

export const projectorHealth = z.object({
  name: z.string(),
  status: z.enum(['live', 'building', 'failed']),
  position: z.number(),
  /** Events of this projector's types not applied yet, counted up to 1,000. */
  lagEvents: z.number(),
  /** Age of the oldest event this projector has not applied yet (0 when it has applied all of its events). */
  lagSeconds: z.number(),
  /**
   * Events this projector could not apply and went on past (DESIGN section 10): how many, and where the latest is in
   * the log; null when none. Not the error's text, which can quote member data: settings managers read it on the
   * Audit page (`GET /api/events/parked`).
   */
  parked: z
    .object({
      count: z.number(),
      latest: z.object({ eventId: z.string(), type: z.string(), streamId: z.string(), position: z.number() }),
    })
    .nullable(),
});

export const reactorHealth = z.object({
  name: z.string(),
  /** `starting`: the projection service has not started it yet; `failed`: it stopped on an event (see `stoppedOn`). */
  status: z.enum(['live', 'failed', 'starting']),
  /** Global position of its checkpoint; null before it first starts. */
  position: z.number().nullable(),
  /** Events of its types not handled yet, counted up to 1,000; null unless live (a failed one waits for a fix). */
  lagEvents: z.number().nullable(),
  /** Age of the oldest event it has not handled yet (0 when none); null unless live. */
  lagSeconds: z.number().nullable(),
  /**
   * For a failed reactor: the event it stopped on; otherwise null. Not the error's text: this answer needs no sign-in
   * and a reaction's error can quote a member's data; the text is in the log and projection.reactor_checkpoints.
   */
  stoppedOn: z.object({ eventId: z.string(), type: z.string(), streamId: z.string(), position: z.number() }).nullable(),
});

/** `GET /api/health`: the whole app, one part at a time, each from evidence only a running part can give. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'starting', 'degraded']),
  checkedAt: z.string(),
  parts: z.object({
    eventStore: z.object({
      status: partStatus,
      store: z.string(),
      /** Global position of the last event in the log. */
      position: z.number().nullable(),
      message: z.string().optional(),
    }),
    projections: z.object({
      status: partStatus,
      /** Seconds since the projection service last wrote its heartbeat; null when it never has. */
      heartbeatAgeSeconds: z.number().nullable(),
      /** Lag beyond which the part counts as lagging. */
      maxLagSeconds: z.number(),
      message: z.string().optional(),
      projectors: z.array(projectorHealth),
    }),
    /** Process managers the projection service runs (the till's cash reactor, the door's). */
    reactors: z.object({
      status: partStatus,
      message: z.string().optional(),
      reactors: z.array(reactorHealth),
    }),
    socketGateway: z.object({
      status: partStatus,
      /** Sockets connected to this instance. */
      clients: z.number(),
      /** command-service instances sharing rooms through the PostgreSQL adapter, this one included. */
      instances: z.number(),
      message: z.string().optional(),
    }),
  }),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
export type PartStatus = z.infer<typeof partStatus>;

/** `GET /api/health/live`: this instance runs and reaches its database (for a load balancer's upstream checks). */
export const livenessAnswer = z.object({ status: z.literal('ok') });
