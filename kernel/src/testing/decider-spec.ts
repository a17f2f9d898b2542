import { expect } from 'vitest';
import type { Decider } from '../commands/decider.js';
import { fold } from '../commands/decider.js';
import { DomainError } from '../commands/domain-error.js';

/**
 * Given/when/then for deciders (Emmett style): given past events, when a command, then the new events, or the
 * refusal.
 */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: readonly Event[]) {
              expect(run()).toEqual(expected);
            },
            thenNothing() {
              expect(run()).toEqual([]);
            },
            /** Refused with this status and English sentence, and (given) this code (issue 46, item 4). */
            thenRefused(status: DomainError['status'], message: string | RegExp, code?: string) {
              let error: unknown;
              try {
                run();
              } catch (caught) {
                error = caught;
              }
              expect(error).toBeInstanceOf(DomainError);
              expect((error as DomainError).status).toBe(status);
              expect((error as DomainError).message).toMatch(message);
              if (code !== undefined) expect((error as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
