import { addDays } from '@gym/events/calendar/local-date';
import type { NewEvent } from '@gym/events/store/envelope';
import { deriveEventId } from '@gym/events/store/ids';
import { memberDecider, verdictOn } from '@gym/modules/membership/members/member-decider';
import type { MemberState } from '@gym/modules/membership/members/member-decider';
import { memberEvents } from '@gym/modules/membership/members/member-events';
import type { MemberEvent } from '@gym/modules/membership/members/member-events';
import { deviceDecider } from '@gym/modules/people/fingerprint/device-decider';
import type { CommandRequest } from '@gym/modules/people/fingerprint/device-decider';
import { doorAccessReactor, doorExpiryJob } from '@gym/modules/people/fingerprint/door-access-reactor';
import { enrolmentDecider } from '@gym/modules/people/fingerprint/enrolment-decider';
import { memberName, restoreRequests } from '@gym/modules/people/fingerprint/fingerprint-commands';
import { deviceStream, enrolmentStream } from '@gym/modules/people/fingerprint/fingerprint-events';
import { DecidedStream } from './decided-stream.js';
import type { GeneratedCommand, GeneratedTemplate } from './generated-command.js';
import { FRIDAY, dateOf, dayOfInstant, instantAt, weekday } from './gym-calendar.js';
import type { DoorReader, Follower, HistoryContext } from './history-context.js';
import { reactorAnswer } from './history-context.js';
import type { Part, SystemActor } from './history-model.js';

/** The sample gym's reader at the entrance (a ZKTeco model on the desk's network; no reader calls at first start). */
const READER = {
  name: 'Main entrance',
  address: '192.168.1.201',
  firmware: 'Ver 8.0.4.3-20220726',
} as const;
const reader = (route: string): SystemActor => ({
  name: `Reader ${READER.name}`,
  command: route,
  clientAddress: READER.address,
});
/** A reader's own bookkeeping (announcement, commands taken) is recorded as the system (iclock-routes.ts). */
const readerBookkeeping = (route: string): SystemActor => ({
  name: 'System',
  command: route,
  clientAddress: READER.address,
});
const DOOR_ACCESS: SystemActor = {
  name: `System (${doorAccessReactor.name})`,
  command: `reactor:${doorAccessReactor.name}`,
};
const DOOR_EXPIRY: SystemActor = { name: `System (${doorExpiryJob.name})`, command: `job:${doorExpiryJob.name}` };
const MEMBERSHIP_EVENTS: ReadonlySet<string> = new Set(doorAccessReactor.eventTypes);
/** Right index, left index, right middle (ZKTeco numbers fingers 0–9). */
const FINGERS = [6, 6, 6, 1, 7] as const;
/** Enrolments in the history at most (a big gym enrols its regulars, not everyone). */
const MAX_ENROLMENTS = 1500;

type EnrolmentStream = DecidedStream<
  Parameters<typeof enrolmentDecider.evolve>[0],
  Parameters<typeof enrolmentDecider.decide>[0],
  ReturnType<typeof enrolmentDecider.decide>[number]
>;

interface Enrolled {
  readonly memberId: string;
  readonly stream: EnrolmentStream;
  /** From this day on the reader knows the member (the day after the enrolment). */
  from: number;
  /** The member's state the nightly sweep last judged, and the days its verdict can turn on (as `verdictOn` reads it). */
  judged: MemberState | null;
  turns: ReadonlySet<string>;
}

/**
 * The days on which `verdictOn` can answer otherwise for an unchanged state: it compares the day only with the
 * freeze's first day and the day after it, the day after the expiry, and the first covered day.
 */
function turningDays(state: MemberState): Set<string> {
  const current = state.current;
  const days = new Set<string>();
  if (!current) return days;
  days.add(addDays(current.expiryDate, 1)).add(current.coveredSince);
  if (current.freeze) days.add(current.freeze.from).add(addDays(current.freeze.until, 1));
  return days;
}

/**
 * A fingerprint reader at the entrance (issue 44, item 4), simulated through the app's own path: it calls in and the
 * manager approves it; the manager enrols regular members at the desk (the reader is told to add the user and ask
 * for a finger, takes the commands at its next poll, answers them, and uploads the finger, whose template goes to the
 * encrypted vault and never into the log); enrolled members then come in by the reader; and the door follows the
 * membership as the app's door-access reactor and nightly expiry job make it (taken off the reader when a
 * membership lapses, is frozen or cancelled, put back with the template when it runs again), each command taken and
 * answered by the reader. The reader does not call once the history ends: its page shows when it was last seen.
 */
export class FingerprintBook implements Follower, DoorReader {
  /** Its serial number: each generated gym has a reader of its own (the reader's keys derive from it). */
  private readonly serial: string;
  private readonly device: DecidedStream<
    Parameters<typeof deviceDecider.evolve>[0],
    Parameters<typeof deviceDecider.decide>[0],
    ReturnType<typeof deviceDecider.decide>[number]
  >;
  /** Enrolled members as `loadMember` folds them. */
  private readonly members = new Map<string, MemberState>();
  /** The events of the regulars' streams (whom the manager may enrol; nobody else is), folded once enrolled. */
  private readonly unfolded = new Map<string, NewEvent[]>();
  private readonly enrolled = new Map<string, Enrolled>();
  private readonly setupDay: number;
  private pollAt = -1;
  private enrolments = 0;

  constructor(private readonly ctx: HistoryContext) {
    this.setupDay = ctx.firstDay + Math.min(25, Math.floor(ctx.totalDays / 5));
    this.serial = `CQUJ22476${String(ctx.office.int(0, 9999)).padStart(4, '0')}`;
    this.device = new DecidedStream(deviceStream(this.serial), deviceDecider);
  }

  plan(): void {
    const ctx = this.ctx;
    const day = this.setupDay;
    ctx.schedule(day, () => {
      const calledAt = instantAt(day, 9 * 60 + 2);
      ctx.officeCommand(calledAt, readerBookkeeping('GET /iclock/cdata'), () => [
        this.device.decide({
          type: 'Announce',
          serial: this.serial,
          firmware: READER.firmware,
          address: READER.address,
          at: new Date(calledAt).toISOString(),
          waiting: 0,
        }),
      ]);
      ctx.officeCommand(instantAt(day, 9 * 60 + 20), ctx.staff.manager, () => {
        const approved = this.device.decide({
          type: 'Approve',
          serial: this.serial,
          name: READER.name,
          direction: 'in',
          address: READER.address,
          expectedAddress: READER.address,
        });
        return [approved];
      });
    });
  }

  planDay(day: number): void {
    if (day <= this.setupDay) return;
    this.sweep(day);
    this.enrol(day);
  }

  readerFor(memberId: string, day: number) {
    const enrolled = this.enrolled.get(memberId);
    const state = enrolled?.stream.state;
    // Known to the reader: enrolled before today and not taken off it (as the day starts).
    if (!enrolled || enrolled.from > day || state?.status !== 'enrolled' || state.revoked) return null;
    return { actor: reader('POST /iclock/cdata'), serial: this.serial, pin: this.pinOf(memberId) };
  }

  /** Every event of a member's stream: the members are folded from them, and the door reactor answers some. */
  readonly eventTypes = memberEvents.map((e) => e.type);

  follow(command: GeneratedCommand, event: NewEvent, index: number): GeneratedCommand[] | null {
    // Only members' streams carry these types.
    const memberId = (event.data as { memberId: string }).memberId;
    const enrolled = this.enrolled.get(memberId);
    if (!enrolled) {
      if (isRegular(this.ctx.memberById.get(memberId))) {
        const list = this.unfolded.get(memberId);
        if (list) list.push(event);
        else this.unfolded.set(memberId, [event]);
      }
      return null;
    }
    this.members.set(memberId, evolve(this.memberState(memberId), event));
    if (!MEMBERSHIP_EVENTS.has(event.type) || enrolled.stream.state.status === 'none') return null;
    // The door-access reactor's answer to a membership fact of an enrolled member, keyed as the reactor keys it.
    const causeEventId = deriveEventId(command.commandId, index);
    const at = Date.parse(command.metadata.at);
    const appends = this.syncDoorAccess(enrolled, dateOf(dayOfInstant(at)), at);
    if (appends.length === 0) return null;
    const reactor = { name: doorAccessReactor.name, step: 'door-access' };
    return [reactorAnswer(DOOR_ACCESS, reactor, command, causeEventId, appends)];
  }

  /**
   * What `syncDoorAccess` appends for the member on `today`, at the stream versions as they stand (the reactor's
   * commands are appended at once, so their versions are taken here), and the reader's next poll for it.
   */
  private syncDoorAccess(enrolled: Enrolled, today: string, at: number) {
    const parts = this.accessChange(enrolled, today);
    const appends = [];
    for (const part of parts) {
      if (part.events.length === 0) continue;
      appends.push({ streamId: part.streamId, expectedVersion: part.ref.version, events: part.events });
      part.ref.version += part.events.length;
    }
    if (appends.length > 0) this.poll(at + 20_000);
    return appends;
  }

  /** Revoke or restore the member's door access by the verdict on `today`, with the reader's commands for it. */
  private accessChange(enrolled: Enrolled, today: string): Part[] {
    const member = this.memberState(enrolled.memberId);
    const verdict = verdictOn(member, today);
    const state = enrolled.stream.state;
    const memberId = enrolled.memberId;
    const change = enrolled.stream.decide(
      verdict.ok ? { type: 'RestoreAccess', memberId } : { type: 'RevokeAccess', memberId, reason: verdict.message },
    );
    if (change.events.length === 0) return [];
    const pin = state.pin ?? '';
    const name = memberName(member);
    const requests: CommandRequest[] = verdict.ok
      ? restoreRequests({ memberId, pin, name, fingers: state.fingers }, 'Membership lets the member in again')
      : [{ kind: 'delete-user', memberId, pin, name, reason: verdict.message }];
    return [change, this.device.decide({ type: 'QueueCommands', serial: this.serial, commands: requests })];
  }

  /**
   * The nightly expiry job (a few minutes after midnight): every enrolled member judged on the new day, each change
   * its own command keyed by member and day. Nothing happens between midnight and then that could change a verdict,
   * so the members whose access changes are known when the day is planned.
   */
  private sweep(day: number): void {
    const ctx = this.ctx;
    const today = dateOf(day);
    let i = 0;
    for (const enrolled of this.enrolled.values()) {
      const state = enrolled.stream.state;
      if (state.status === 'none') continue;
      const member = this.memberState(enrolled.memberId);
      // Judged before on this very state, and no turning day today: the verdict (and so the door) is as it was.
      if (member === enrolled.judged && !enrolled.turns.has(today)) continue;
      if (member !== enrolled.judged) {
        enrolled.judged = member;
        enrolled.turns = turningDays(member);
      }
      const ok = verdictOn(member, today).ok;
      if (ok !== state.revoked) continue;
      const at = instantAt(day, 2) + i++ * 40;
      ctx.officeCommand(at, DOOR_EXPIRY, () => this.accessChange(enrolled, today), {
        commandId: `job:${doorExpiryJob.name}:${enrolled.memberId}:${today}`,
      });
      this.poll(at + 20_000);
    }
  }

  /** The manager enrols a regular or two on an ordinary day, at the desk while they are in. */
  private enrol(day: number): void {
    const ctx = this.ctx;
    const r = ctx.office;
    if (weekday(day) === FRIDAY || this.enrolments >= MAX_ENROLMENTS) return;
    const expected = Math.min(3, 0.1 + ctx.visitors.length / 4000);
    for (let n = Math.floor(expected + r.next()); n > 0; n--) {
      const member = this.candidate(day);
      if (!member) return;
      this.enrolments++;
      const memberId = member.id;
      const start = instantAt(day, r.int(10 * 60, 16 * 60));
      const fingerIndex = r.pick(FINGERS);
      const enrolled: Enrolled = {
        memberId,
        stream: new DecidedStream(enrolmentStream(memberId), enrolmentDecider),
        from: day + 1,
        judged: null,
        turns: new Set(),
      };
      this.enrolled.set(memberId, enrolled);
      ctx.officeCommand(start, ctx.staff.manager, () => this.startEnrolment(enrolled, day, start));
      // The reader takes the two commands at its next poll, adds the user, then the member presses the finger.
      this.poll(start + 20_000);
      const template = simulatedTemplate(r);
      const uploadAt = start + 70_000;
      ctx.officeCommand(
        uploadAt,
        reader('POST /iclock/cdata'),
        () => {
          const window = enrolled.stream.state.window;
          if (!window) return [];
          return [
            enrolled.stream.decide({
              type: 'RecordFinger',
              memberId,
              pin: this.pinOf(memberId),
              serial: this.serial,
              fingerIndex,
              at: new Date(uploadAt).toISOString(),
            }),
          ];
        },
        {
          commandId: `reader:${this.serial}:finger:${this.pinOf(memberId)}:${fingerIndex}:${new Date(start + 15 * 60_000).toISOString()}`,
          templates: (): GeneratedTemplate[] =>
            enrolled.stream.state.status === 'enrolled'
              ? [{ memberId, pin: this.pinOf(memberId), fingerIndex, template }]
              : [],
        },
      );
    }
  }

  /** A regular member in today, whose membership lets them in, not enrolled yet. */
  private candidate(day: number) {
    const visitors = this.ctx.visitors;
    for (let tries = 0; tries < 20 && visitors.length > 0; tries++) {
      const member = this.ctx.office.pick(visitors);
      if (!isRegular(member) || member.joinDay >= day || this.enrolled.has(member.id)) continue;
      if (!this.ctx.covers(member, day)) continue;
      return member;
    }
    return null;
  }

  /** `startEnrolment`: the member's enrolment window opened and the reader told to add them and ask for a finger. */
  private startEnrolment(enrolled: Enrolled, day: number, at: number): Part[] {
    const member = this.memberState(enrolled.memberId);
    if (!member.registered || this.device.state.status !== 'approved') return [];
    const verdict = verdictOn(member, dateOf(day));
    const pin = String(member.memberNumber);
    const name = memberName(member);
    const reason = 'Fingerprint enrolment';
    const memberId = enrolled.memberId;
    if (!verdict.ok) return [];
    return [
      enrolled.stream.decide({
        type: 'StartEnrolment',
        memberId,
        pin,
        name,
        serial: this.serial,
        refusal: null,
        at: new Date(at).toISOString(),
      }),
      this.device.decide({
        type: 'QueueCommands',
        serial: this.serial,
        commands: [
          { kind: 'add-user', memberId, pin, name, reason },
          { kind: 'enrol-finger', memberId, pin, name, reason },
        ],
      }),
    ];
  }

  /**
   * The reader's next poll after `at` (it polls every few seconds; a poll with nothing queued records nothing): it
   * takes what is queued, and answers each command a few seconds later (OK).
   */
  private poll(at: number): void {
    if (this.pollAt >= at - 15_000 && this.pollAt <= at) return;
    this.pollAt = at;
    const ctx = this.ctx;
    ctx.officeCommand(at, readerBookkeeping('GET /iclock/getrequest'), () => {
      const unsent = this.device.state.queue.filter((c) => !c.sent);
      if (unsent.length === 0) return [];
      unsent.forEach((c, i) => {
        // The enrol-finger command is answered once the member pressed the finger (the upload comes first).
        const answeredAt = at + (c.kind === 'enrol-finger' ? 55_000 : 5_000 + i * 1_000);
        ctx.officeCommand(
          answeredAt,
          reader('POST /iclock/devicecmd'),
          () => [this.device.decide({ type: 'Complete', serial: this.serial, commandNo: c.commandNo, returnCode: 0 })],
          { commandId: `reader:${this.serial}:result:${c.commandNo}` },
        );
      });
      return [
        this.device.decide({ type: 'MarkSent', serial: this.serial, commandNos: unsent.map((c) => c.commandNo) }),
      ];
    });
  }

  private pinOf(memberId: string): string {
    return String(this.members.get(memberId)?.memberNumber ?? this.ctx.readMembers.get(memberId)?.memberNumber ?? '');
  }

  /** The member as `loadMember` folds them, from everything emitted so far. */
  private memberState(memberId: string): MemberState {
    let state = this.members.get(memberId);
    if (!state) {
      state = memberDecider.initialState();
      for (const earlier of this.unfolded.get(memberId) ?? []) state = evolve(state, earlier);
      this.unfolded.delete(memberId);
      this.members.set(memberId, state);
    }
    return state;
  }
}

/** Comes in about once a week or more: the kind the manager offers a fingerprint. */
const isRegular = (member: { readonly visitChance: number } | undefined) =>
  member !== undefined && member.visitChance >= 0.1;

/** The generator's member events are complete as the catalogue reads them (generator.test.ts checks every one). */
function evolve(state: MemberState, event: NewEvent): MemberState {
  return memberDecider.evolve(state, event as MemberEvent);
}

/** A reader's upload of a finger is ZKTeco's template in base64 (about a kilobyte); this one is made up. */
function simulatedTemplate(random: { uint32(): number }): string {
  const bytes = Buffer.alloc(768);
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(random.uint32(), i);
  return `TVNTUzIx${bytes.toString('base64')}`;
}
