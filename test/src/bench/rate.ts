/** A measured throughput: how many events in how long. */
export interface Rate {
  readonly events: number;
  readonly milliseconds: number;
  readonly eventsPerSecond: number;
}

export function rate(events: number, milliseconds: number): Rate {
  return {
    events,
    milliseconds: Math.round(milliseconds),
    eventsPerSecond: Math.round((events * 1000) / milliseconds),
  };
}

/** Adapter rate as a share of the raw ceiling's (1 = as fast as plain SQL). */
export function ratio(adapter: Rate, ceiling: Rate): number {
  return Math.round((adapter.eventsPerSecond / ceiling.eventsPerSecond) * 100) / 100;
}
