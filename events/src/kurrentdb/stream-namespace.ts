import type { Filter } from '@kurrent/kurrentdb-client';
import { eventTypeFilter, streamNameFilter } from '@kurrent/kurrentdb-client';
import { eventTypeRegex } from './event-type-filter.js';

/**
 * Several logs on one KurrentDB server: with a namespace, every stream of this store is stored as
 * `<namespace>:<stream>` and readers of $all see only the namespace's streams. Tests use it the way they use a fresh
 * PostgreSQL database per file (a KurrentDB server cannot be emptied); without one, stream names are as given.
 */
export class StreamNamespace {
  private readonly prefix: string;

  constructor(namespace?: string) {
    if (namespace !== undefined && !/^[A-Za-z0-9_-]+$/.test(namespace)) {
      throw new Error(`A KurrentDB namespace is letters, digits, _ and - (got ${JSON.stringify(namespace)})`);
    }
    this.prefix = namespace ? `${namespace}:` : '';
  }

  toServer(streamId: string): string {
    return this.prefix + streamId;
  }

  fromServer(streamName: string): string {
    return this.owns(streamName) ? streamName.slice(this.prefix.length) : streamName;
  }

  owns(streamName: string): boolean {
    return streamName.startsWith(this.prefix);
  }

  /**
   * The server-side filter of a read of $all. A server filters on stream names or on event types, not both: in a
   * namespace on the names (event types are then checked on the client, as they always are), otherwise on the types.
   */
  readFilter(types?: readonly string[]): Filter {
    return this.prefix
      ? streamNameFilter({ prefixes: [this.prefix] })
      : eventTypeFilter({ regex: eventTypeRegex(types) });
  }
}
