/** Who issues a command; every event records it. `null` id only for the system itself (seed, migrations). */
export interface Actor {
  readonly id: number | null;
  readonly name: string;
  /** The staff member's sign-in name, role key and role name at the time (absent for the system). */
  readonly username?: string;
  readonly role?: string;
  readonly roleName?: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'System' };
