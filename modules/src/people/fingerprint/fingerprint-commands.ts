import type { Pool } from 'pg';
import type { StreamAppend } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { loadMember, memberRefusals, verdictOn } from '../../membership/members/public.js';
import type { MemberState, Verdict } from '../../membership/members/public.js';
import { deviceDecider } from './device-decider.js';
import type { CommandRequest, DeviceCommand } from './device-decider.js';
import { enrolmentDecider } from './enrolment-decider.js';
import type { EnrolmentCommand } from './enrolment-decider.js';
import { deviceStream, enrolmentStream } from './fingerprint-events.js';
import type { DeviceDirection } from './fingerprint-events.js';
import { approvedSerials } from './fingerprint-queries.js';
import type { TemplateVault } from './template-vault.js';
import { fingerprintRefusals } from './fingerprint-refusals.js';
import type { EnrolmentBar } from './fingerprint-refusals.js';

type Source = Pick<CommandContext, 'store' | 'catalogue'>;

/** One command on one reader's stream (announce, approve, rename, remove, mark sent, complete). */
export function deviceCommand(context: CommandContext, command: DeviceCommand) {
  return executeCommand(context, deviceHandler(command));
}

export function deviceHandler(command: DeviceCommand): CommandHandler<{ id: string; events: number }> {
  const streamId = deviceStream(command.serial);
  return {
    attempts: 4,
    async plan(context) {
      const { state, version } = await loadState(context, streamId, deviceDecider);
      const events = deviceDecider.decide(command, state);
      return {
        appends: [{ streamId, expectedVersion: version, events }],
        answer: { id: command.serial, events: events.length },
      };
    },
    replay: (stored) => ({ id: command.serial, events: stored.length }),
  };
}

/** The appends that queue commands on readers, each at the version its queue was read at. */
async function queueOn(
  source: Source,
  serials: readonly string[],
  requests: (serial: string) => readonly CommandRequest[],
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  for (const serial of serials) {
    const commands = requests(serial);
    if (commands.length === 0) continue;
    const streamId = deviceStream(serial);
    const { state, version } = await loadState(source, streamId, deviceDecider);
    if (state.status !== 'approved') continue;
    const events = deviceDecider.decide({ type: 'QueueCommands', serial, commands }, state);
    appends.push({ streamId, expectedVersion: version, events });
  }
  return appends;
}

/**
 * What puts an enrolled member on a reader: the user, then each finger's template, each a command with a number of
 * its own (the reader answers each line).
 */
export function restoreRequests(
  member: { memberId: string; pin: string; name: string; fingers: readonly number[] },
  reason: string,
): CommandRequest[] {
  const { memberId, pin, name } = member;
  return [
    { kind: 'add-user', memberId, pin, name, reason },
    ...[...new Set(member.fingers)]
      .sort((a, b) => a - b)
      .map((fingerIndex): CommandRequest => ({ kind: 'restore-finger', memberId, pin, name, reason, fingerIndex })),
  ];
}

/** Why the membership bars an enrolment: the door's reason, with the dates or status its sentence names. */
function barOf(verdict: Extract<Verdict, { ok: false }>, member: MemberState): EnrolmentBar {
  const current = member.current;
  switch (verdict.reason) {
    case 'archived':
    case 'no_membership':
      return { reason: verdict.reason };
    case 'cancelled':
      return { reason: 'cancelled', date: current?.cancelledOn ?? '' };
    case 'expired':
      return { reason: 'expired', date: current?.expiryDate ?? '' };
    case 'not_started':
      return { reason: 'not_started', date: current?.coveredSince ?? '' };
    case 'suspended':
      return { reason: 'suspended', status: member.manualStatus ?? '' };
    case 'frozen':
      return { reason: 'frozen', until: current?.freeze?.until ?? '', expiryDate: current?.expiryDate ?? '' };
  }
}

/** The name a reader shows: readers show Latin letters only, so a member with only an Arabic name is "Member". */
export const memberName = (member: MemberState) =>
  (member.profile ? `${member.profile.firstName} ${member.profile.lastName}`.trim() : '') || 'Member';

/**
 * Enrolment at a reader: the member's number becomes their user id (PIN) there; the reader is told to add the user
 * and to ask for a finger. Refused when the membership would not let the member in today.
 */
export function startEnrolment(context: CommandContext, input: { memberId: string; serial: string; today: string }) {
  return executeCommand(context, {
    attempts: 4,
    async plan(ctx) {
      const member = await loadMember(ctx, input.memberId);
      if (!member.state.registered) throw memberRefusals.missing('not_found');
      const device = await loadState(ctx, deviceStream(input.serial), deviceDecider);
      if (device.state.status === 'held') throw fingerprintRefusals.refuse('held_enrol');
      if (device.state.status !== 'approved') throw fingerprintRefusals.missing('approve_before_enrol');
      const verdict = verdictOn(member.state, input.today);
      const pin = String(member.state.memberNumber);
      const name = memberName(member.state);
      const streamId = enrolmentStream(input.memberId);
      const enrolment = await loadState(ctx, streamId, enrolmentDecider);
      const events = enrolmentDecider.decide(
        {
          type: 'StartEnrolment',
          memberId: input.memberId,
          pin,
          name,
          serial: input.serial,
          refusal: verdict.ok ? null : barOf(verdict, member.state),
          at: ctx.now.toISOString(),
        },
        enrolment.state,
      );
      const reason = 'Fingerprint enrolment';
      const queued = await queueOn(ctx, [input.serial], () => [
        { kind: 'add-user', memberId: input.memberId, pin, name, reason },
        { kind: 'enrol-finger', memberId: input.memberId, pin, name, reason },
      ]);
      return {
        appends: [{ streamId, expectedVersion: enrolment.version, events }, ...queued],
        answer: { id: input.memberId, pin },
      };
    },
    replay: () => ({ id: input.memberId, pin: '' }),
  });
}

/**
 * A reader uploaded a finger of a user id while the enrolment staff started on it waits for one: the template goes
 * to the vault (only then, and before any reader can be sent it), the member is enrolled, and the other approved
 * readers are told to add the member with the template, so every door knows them. Refused (nothing stored) when no
 * enrolment of the member is open on that reader.
 */
export function recordFinger(
  context: CommandContext,
  pool: Pool,
  vault: TemplateVault,
  input: { memberId: string; pin: string; serial: string; fingerIndex: number; template: string },
) {
  const { template, ...finger } = input;
  return executeCommand(context, {
    attempts: 4,
    async plan(ctx) {
      const streamId = enrolmentStream(input.memberId);
      const enrolment = await loadState(ctx, streamId, enrolmentDecider);
      const events = enrolmentDecider.decide(
        { type: 'RecordFinger', ...finger, at: ctx.now.toISOString() },
        enrolment.state,
      );
      await vault.store(input.memberId, input.pin, input.fingerIndex, template);
      const others = events.length ? (await approvedSerials(pool)).filter((s) => s !== input.serial) : [];
      const name = (await loadMember(ctx, input.memberId)).state;
      const after = events.reduce(enrolmentDecider.evolve, enrolment.state);
      const queued = enrolment.state.revoked
        ? []
        : await queueOn(ctx, others, () =>
            restoreRequests(
              { memberId: input.memberId, pin: input.pin, name: memberName(name), fingers: after.fingers },
              'Fingerprint enrolled on another reader',
            ),
          );
      return {
        appends: [{ streamId, expectedVersion: enrolment.version, events }, ...queued],
        answer: { id: input.memberId, enrolled: events.length > 0 },
      };
    },
    replay: () => ({ id: input.memberId, enrolled: true }),
  });
}

/** Deletes a member's enrolment: every approved reader is told to delete the user (and its templates there). */
export function deleteEnrolment(context: CommandContext, pool: Pool, memberId: string) {
  return executeCommand(context, {
    attempts: 4,
    async plan(ctx) {
      const streamId = enrolmentStream(memberId);
      const enrolment = await loadState(ctx, streamId, enrolmentDecider);
      const events = enrolmentDecider.decide({ type: 'DeleteEnrolment', memberId }, enrolment.state);
      const pin = enrolment.state.pin ?? '';
      const queued = await queueOn(ctx, await approvedSerials(pool), () => [
        { kind: 'delete-user', memberId, pin, name: '', reason: 'Fingerprint enrolment deleted' },
      ]);
      return {
        appends: [{ streamId, expectedVersion: enrolment.version, events }, ...queued],
        answer: { id: memberId },
      };
    },
    replay: () => ({ id: memberId }),
  });
}

/**
 * Keeps the door in line with the membership on `today`: a member it would refuse (expired, frozen, cancelled,
 * archived…) is deleted from every approved reader; one it lets in again is added back with their templates.
 */
export function syncDoorAccess(
  pool: Pool,
  input: { memberId: string; today: string },
): CommandHandler<{ id: string; change: string }> {
  return {
    attempts: 4,
    async plan(ctx) {
      const streamId = enrolmentStream(input.memberId);
      const enrolment = await loadState(ctx, streamId, enrolmentDecider);
      if (enrolment.state.status === 'none') return { appends: [], answer: { id: input.memberId, change: 'none' } };
      const member = await loadMember(ctx, input.memberId);
      const verdict = verdictOn(member.state, input.today);
      const command: EnrolmentCommand = verdict.ok
        ? { type: 'RestoreAccess', memberId: input.memberId }
        : { type: 'RevokeAccess', memberId: input.memberId, reason: verdict.message };
      const events = enrolmentDecider.decide(command, enrolment.state);
      if (events.length === 0) return { appends: [], answer: { id: input.memberId, change: 'none' } };
      const pin = enrolment.state.pin ?? '';
      const name = memberName(member.state);
      const requests: CommandRequest[] = verdict.ok
        ? restoreRequests(
            { memberId: input.memberId, pin, name, fingers: enrolment.state.fingers },
            'Membership lets the member in again',
          )
        : [{ kind: 'delete-user', memberId: input.memberId, pin, name, reason: verdict.message }];
      const queued = await queueOn(ctx, await approvedSerials(pool), () => requests);
      return {
        appends: [{ streamId, expectedVersion: enrolment.version, events }, ...queued],
        answer: { id: input.memberId, change: verdict.ok ? 'restored' : 'revoked' },
      };
    },
    replay: () => ({ id: input.memberId, change: 'replayed' }),
  };
}

/**
 * A newly approved reader learns every enrolled member the door lets in (with their templates). It is trusted from
 * `address` (where it calls from now); `expectedAddress` is the one staff saw, refused when it moved since.
 */
export async function approveDevice(
  context: CommandContext,
  input: {
    serial: string;
    name: string;
    direction: DeviceDirection;
    address: string | null;
    expectedAddress: string | null;
  },
  enrolled: () => Promise<{ memberId: string; pin: string; name: string; fingers: number[] }[]>,
) {
  return executeCommand(context, {
    attempts: 4,
    async plan(ctx) {
      const streamId = deviceStream(input.serial);
      const { state, version } = await loadState(ctx, streamId, deviceDecider);
      const approved = deviceDecider.decide({ type: 'Approve', ...input }, state);
      const after = approved.reduce(deviceDecider.evolve, state);
      const members = await enrolled();
      const queued = deviceDecider.decide(
        {
          type: 'QueueCommands',
          serial: input.serial,
          commands: members.flatMap((m) => restoreRequests(m, 'Reader approved: enrolled members added')),
        },
        after,
      );
      return {
        appends: [{ streamId, expectedVersion: version, events: [...approved, ...queued] }],
        answer: { id: input.serial },
      };
    },
    replay: () => ({ id: input.serial }),
  });
}
