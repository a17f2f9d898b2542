import type { z } from 'zod';

/** One event type at one schema version: its name, version, the zod schema of its data and what it means. */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  /** What the fact means, in a sentence an analyst reads in the event catalogue (past tense, no UI words). */
  readonly description?: string;
}

export interface EventDefinitionOptions {
  /** The schema version events are written with today (1 unless an upcaster brings older ones to it). */
  readonly version?: number;
  readonly description?: string;
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: number | EventDefinitionOptions = {},
): EventDefinition<Type, Schema> {
  const { version = 1, description } = typeof options === 'number' ? { version: options } : options;
  return { type, version, schema, ...(description === undefined ? {} : { description }) };
}

/** The domain event a definition describes: `{type, data}`, a member of its area's discriminated union. */
export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Schema>
    ? { readonly type: Type; readonly data: z.infer<Schema> }
    : never;

/** Turns a stored event of an older schema version into the next version's data. */
export interface Upcaster {
  readonly type: string;
  readonly fromVersion: number;
  upcast(data: unknown): unknown;
}
