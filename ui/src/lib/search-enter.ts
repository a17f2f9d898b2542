/**
 * What Enter in the check-in search box does. A barcode scanner types the member number and Enter within a few
 * milliseconds, long before the as-you-type results arrive, so Enter never waits for what is on screen:
 *
 * - results for exactly this text are showing: the highlighted one (the first unless the user moved), which is the
 *   exact member number when there is one (the server lists it first);
 * - otherwise the text is looked up at once and {@link resolveLookup} decides.
 */
export type EnterAction<M> = { kind: 'pick'; member: M } | { kind: 'lookup' } | { kind: 'nothing' };

export interface EnterState<M> {
  readonly text: string;
  /** The results on screen, and the text they answer. */
  readonly shown: { readonly text: string; readonly members: readonly M[] } | undefined;
  readonly activeIndex: number;
}

/** Normalised search text: trimmed, inner spaces collapsed, lower case (the search is case-insensitive). */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A member number as a barcode gives it: digits only. */
export function isMemberNumber(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

export function enterAction<M>(state: EnterState<M>): EnterAction<M> {
  const text = normaliseSearch(state.text);
  if (text === '') return { kind: 'nothing' };
  if (state.shown && normaliseSearch(state.shown.text) === text) {
    const member = state.shown.members[state.activeIndex] ?? state.shown.members[0];
    if (member !== undefined) return { kind: 'pick', member };
  }
  return { kind: 'lookup' };
}

export type LookupOutcome<M> = { kind: 'pick'; member: M } | { kind: 'choose' } | { kind: 'none' };

/**
 * After an immediate lookup: the member with exactly that number, else the only match; several matches are shown
 * for the desk to choose (a name is never guessed), none says so.
 */
export function resolveLookup<M extends { memberNumber: number }>(
  text: string,
  members: readonly M[],
): LookupOutcome<M> {
  if (isMemberNumber(text)) {
    const exact = members.find((member) => member.memberNumber === Number(text.trim()));
    if (exact) return { kind: 'pick', member: exact };
  }
  if (members.length === 1) return { kind: 'pick', member: members[0]! };
  return members.length > 1 ? { kind: 'choose' } : { kind: 'none' };
}
