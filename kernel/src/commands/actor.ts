/** Who issues a command; every event records it. `null` id only for the system itself (seed, migrations). */
export interface Actor {
  readonly id: number | null;
  readonly name: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'System' };
