import type { StreamAppend } from '@gym/events/store/event-store';
import type { Decider } from '@gym/kernel/commands/decider';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { qatarIdStream } from './member-events.js';
import type { MemberEvent } from './member-events.js';
import type { MemberState } from './member-decider.js';
import { loadMember } from './load-member.js';
import { displayName } from './member-names.js';
import { memberRefusals } from './member-refusals.js';

/*
 * A Qatar ID is unique among the members not archived (issue 46, item 5). Each ID has its own stream,
 * `qatar-id-<digits>`, that says who holds it: a member takes it (QatarIdClaimed) when registered or edited with it, or
 * restored; frees it (QatarIdReleased) when archived or edited to another ID or none. The claim is appended together
 * with the member's own events, at the version of the ID's stream the decision read. Two desks recording the same ID
 * at once both read it free, but only the first append succeeds: the second fails on the stream's version, decides
 * again, finds the ID taken and is refused, with nothing recorded. A check against the read model could not promise
 * that: both desks would read it before either registration were projected.
 */

export interface QatarIdState {
  /** The member who holds the ID, null when it is free. */
  readonly holder: string | null;
}

export type QatarIdCommand =
  | {
      type: 'ClaimQatarId';
      qatarId: string;
      memberId: string;
      /** How the desk knows the member holding the ID, when another does ("#1042 Aisha Al-Mansoori"). */
      holderLabel?: string | undefined;
    }
  | { type: 'ReleaseQatarId'; qatarId: string; memberId: string };

type QatarIdEvent = Extract<MemberEvent, { type: 'QatarIdClaimed' | 'QatarIdReleased' }>;

export const qatarIdDecider: Decider<QatarIdState, QatarIdCommand, QatarIdEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === 'QatarIdClaimed' ? event.data.memberId : null }),
  decide(command, state) {
    const { qatarId, memberId } = command;
    if (command.type === 'ReleaseQatarId') {
      return state.holder === memberId ? [{ type: 'QatarIdReleased', data: { qatarId, memberId } }] : [];
    }
    if (state.holder === memberId) return [];
    if (state.holder !== null) {
      throw command.holderLabel
        ? memberRefusals.refuse('qid_taken', { qatarId, holder: command.holderLabel }, { field: 'qatarId' })
        : memberRefusals.refuse('qid_taken_unnamed', { qatarId }, { field: 'qatarId' });
    }
    return [{ type: 'QatarIdClaimed', data: { qatarId, memberId } }];
  },
};

/** The Qatar ID a member holds in a state: the one on the profile, while registered and not archived. */
export const heldQatarId = (state: MemberState): string | null =>
  state.registered && !state.archived ? (state.profile?.qatarId ?? null) : null;

/**
 * The appends to the Qatar ID streams a member's decision needs, from the state before it to the state after: free
 * the ID no longer held, claim the one newly held (refused when another member holds it). None when nothing changes.
 */
export async function qatarIdAppends(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  memberId: string,
  before: MemberState,
  after: MemberState,
): Promise<StreamAppend[]> {
  const was = heldQatarId(before);
  const is = heldQatarId(after);
  if (was === is) return [];
  const appends: StreamAppend[] = [];
  const decideOn = async (qatarId: string, command: (state: QatarIdState) => Promise<QatarIdCommand>) => {
    const streamId = qatarIdStream(qatarId);
    const { state, version } = await loadState(context, streamId, qatarIdDecider);
    const events = qatarIdDecider.decide(await command(state), state);
    if (events.length > 0) appends.push({ streamId, expectedVersion: version, events });
  };
  await Promise.all([
    was ? decideOn(was, async () => ({ type: 'ReleaseQatarId', qatarId: was, memberId })) : null,
    is
      ? decideOn(is, async (state) => ({
          type: 'ClaimQatarId',
          qatarId: is,
          memberId,
          holderLabel: state.holder && state.holder !== memberId ? await labelOf(context, state.holder) : undefined,
        }))
      : null,
  ]);
  return appends;
}

async function labelOf(context: Pick<CommandContext, 'store' | 'catalogue'>, memberId: string): Promise<string> {
  const { state } = await loadMember(context, memberId);
  return state.profile ? `#${state.memberNumber} (${displayName(state.profile)})` : memberId;
}
