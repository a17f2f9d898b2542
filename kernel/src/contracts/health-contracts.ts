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
