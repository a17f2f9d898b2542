import type { z } from 'zod';

/** One event type at one schema version: its name, version and the zod schema of its data. */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  version = 1,
): EventDefinition<Type, Schema> {
  return { type, version, schema };
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
