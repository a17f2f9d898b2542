import type { NewEvent } from '@gym/events/store/envelope';
import type { Decider } from '@gym/kernel/commands/decider';
import { deriveEventId } from '@gym/events/store/ids';
import { QAR_DENOMINATIONS, VARIANCE_REASON_THRESHOLD } from '@gym/modules/finance/petty-cash/denominations';
import { routeCash } from '@gym/modules/finance/petty-cash/till-commands';
import { directoryDecider } from '@gym/modules/finance/petty-cash/till-directory-decider';
import type { DirectoryState, SessionEntry } from '@gym/modules/finance/petty-cash/till-directory-decider';
import {
  TILL_DIRECTORY_STREAM,
  UNASSIGNED_TILL_STREAM,
  tillSessionStream,
} from '@gym/modules/finance/petty-cash/till-events';
import type { TillEvent } from '@gym/modules/finance/petty-cash/till-events';
import { cashOf, tillReactor } from '@gym/modules/finance/petty-cash/till-reactor';
import { expectedCash, sessionDecider, settleUnassigned } from '@gym/modules/finance/petty-cash/till-session-decider';
import type { SessionCommand, SessionState } from '@gym/modules/finance/petty-cash/till-session-decider';
import { DecidedStream } from './decided-stream.js';
import type { GeneratedCommand } from './generated-command.js';
import { FRIDAY, instantAt, weekday } from './gym-calendar.js';
import type { Follower, HistoryContext } from './history-context.js';
import { reactorAnswer } from './history-context.js';
import type { Part, SystemActor } from './history-model.js';
import { qar } from './plan-catalogue.js';
import { deskOnDuty } from './staff.js';
import type { Staff } from './staff.js';

/** The gym's one reception desk, as the petty cash page names it (its id is the name folded, as the route folds it). */
export const FRONT_DESK = { deskId: 'front-desk', deskName: 'Front desk' } as const;
/** The float the early shift counts into the drawer every morning. */
export const TILL_FLOAT = qar(500);
/** The app's till reactor, as its commands' metadata names it (reactor-context.ts). */
const TILL_REACTOR: SystemActor = { name: `System (${tillReactor.name})`, command: `reactor:${tillReactor.name}` };

type SessionStream = DecidedStream<SessionState, SessionCommand, TillEvent>;

/**
 * The app's session decider, folding a cash movement without copying the set of causes it has seen (the app's
 * `evolve` copies it each time, which over a busy day's hundreds of payments is quadratic; the state folded is the
 * same, and an old state is never used again here).
 */
const sessions: Decider<SessionState, SessionCommand, TillEvent> = {
  initialState: sessionDecider.initialState,
  decide: sessionDecider.decide,
  evolve(state, event) {
    if (event.type !== 'TillCashRecorded') return sessionDecider.evolve(state, event);
    (state.causes as Set<string>).add(event.data.causeEventId);
    return {
      ...state,
      net: state.net + event.data.amount,
      unsettled: state.unsettled + event.data.amount,
      unsettledCount: state.unsettledCount + 1,
    };
  },
};

/** A close's difference from what was expected, decided in the morning: most days none. */
interface Variance {
  readonly amount: number;
  readonly reason: string | null;
}

const SHORT_REASONS = [
  'Short: change given twice in the evening rush',
  'Short: a 50 QAR note given as change for a 10',
  'Short: a cash refund handed over before it was recorded',
  'Short: counting error at the shift change, not found',
];
const OVER_REASONS = [
  'Over: a member left without their change',
  'Over: a card payment was taken in cash and recorded as card',
  'Over: a member paid a balance twice; refund arranged',
];

/**
 * The petty cash till of the front desk, as the app keeps it: the directory of sessions, each session's stream and
 * the unassigned stream, folded with the app's deciders. It plans each day's till (opened in the morning with the
 * float, takings to the safe at the shift change, closed at night with a count by denomination and now and then a
 * variance with its reason), and, as a follower, writes what the app's till reactor writes for every cash payment,
 * refund, expense and supplement sale: the movement into the session open at that moment, keyed as the reactor keys
 * it (so a reactor that does see the cause later finds it done).
 */
export class TillBook implements Follower {
  private readonly directoryRef = { version: 0 };
  /** The directory as the app's loader folds it (kept in place: copying it per opening made days quadratic). */
  private readonly directory = {
    sessions: new Map<string, SessionEntry>(),
    latestByDesk: new Map<string, string>(),
  } satisfies DirectoryState;
  private readonly sessions = new Map<string, SessionStream>();
  private readonly unassigned: SessionStream = new DecidedStream(UNASSIGNED_TILL_STREAM, sessions);
  /** The open sessions until a till opens or closes. */
  private openNow: SessionEntry[] | null = null;
  /** Movements of cash that found no till open (the next close settles them). */
  unassignedMovements = 0;

  constructor(private readonly ctx: HistoryContext) {}

  /** The day's till: opened before the doors open, closed after the last visitor; planned at the start of the day. */
  planDay(day: number): void {
    const ctx = this.ctx;
    const friday = weekday(day) === FRIDAY;
    const openMinute = (friday ? 12 * 60 + 40 : 4 * 60 + 40) + ctx.office.int(0, 15);
    const opener = deskOnDuty(day, openMinute, ctx.staff.desk);
    const sessionId = ctx.office.uuid();
    const openedOn = ctx.date(day);
    ctx.officeCommand(instantAt(day, openMinute), opener, () => [this.open(sessionId, opener, openedOn)]);

    if (ctx.office.chance(0.05)) {
      const minute = friday ? ctx.office.int(14 * 60, 16 * 60) : ctx.office.int(8 * 60, 11 * 60);
      const amount = ctx.office.chance(0.6) ? qar(100) : qar(200);
      ctx.officeCommand(instantAt(day, minute), deskOnDuty(day, minute, ctx.staff.desk), () => [
        this.session(sessionId).decide({
          type: 'TopUp',
          session: this.entry(sessionId),
          amount,
          reason: 'Change from the safe (small notes and coins)',
        }),
      ]);
    }
    if (!friday) {
      // The early shift takes its takings to the safe before handing the drawer over, keeping the float.
      const minute = 14 * 60 - 3;
      ctx.officeCommand(instantAt(day, minute), deskOnDuty(day, minute, ctx.staff.desk), () => {
        const session = this.session(sessionId);
        const held = expectedCash(this.entry(sessionId), session.state);
        const amount = Math.floor((held - TILL_FLOAT) / qar(100)) * qar(100);
        if (amount < qar(500)) return [];
        return [
          session.decide({
            type: 'Withdraw',
            session: this.entry(sessionId),
            amount,
            reason: 'Shift change: takings to the safe',
          }),
        ];
      });
    }

    const variance = drawVariance(ctx);
    const closeMinute = 23 * 60 + 55;
    const closer = deskOnDuty(day, closeMinute, ctx.staff.desk);
    ctx.officeCommand(instantAt(day, closeMinute), closer, () => this.close(sessionId, openedOn, variance));
  }

  /** The sessions open now, first opened first (as the app's `openSessions` reads them); kept between changes. */
  openSessions(): SessionEntry[] {
    if (this.openNow) return this.openNow;
    const open: SessionEntry[] = [];
    for (const sessionId of this.directory.latestByDesk.values()) {
      if (!this.session(sessionId).state.closed) open.push(this.entry(sessionId));
    }
    this.openNow = open.sort((a, b) => a.order - b.order);
    return this.openNow;
  }

  readonly eventTypes = tillReactor.eventTypes;

  follow(command: GeneratedCommand, event: NewEvent, index: number): GeneratedCommand[] | null {
    const movement = cashOf(event);
    if (!movement || movement.amount === 0) return null;
    const causeEventId = deriveEventId(command.commandId, index);
    const target = routeCash(this.openSessions(), command.metadata.actorId);
    const stream = target ? this.session(target.sessionId) : this.unassigned;
    const expectedVersion = stream.ref.version;
    const part = stream.decide({ type: 'RecordCash', session: target, ...movement, causeEventId });
    if (part.events.length === 0) return null;
    if (!target) this.unassignedMovements++;
    stream.ref.version += part.events.length;
    const appends = [{ streamId: stream.streamId, expectedVersion, events: part.events }];
    return [reactorAnswer(TILL_REACTOR, { name: tillReactor.name, step: 'till' }, command, causeEventId, appends)];
  }

  private open(sessionId: string, opener: Staff, openedOn: string): Part {
    const latest = this.directory.latestByDesk.get(FRONT_DESK.deskId);
    const events = directoryDecider.decide(
      {
        type: 'OpenTill',
        sessionId,
        ...FRONT_DESK,
        float: TILL_FLOAT,
        openedOn,
        latestStillOpen: latest !== undefined && !this.session(latest).state.closed,
      },
      this.directory,
    );
    for (const event of events) {
      if (event.type !== 'TillOpened') continue;
      // As `openedEntry` folds it, with who opened it from the metadata (routing follows it).
      const { sessionId, deskId, deskName, float } = event.data;
      const order = this.directory.sessions.size;
      this.directory.sessions.set(sessionId, { sessionId, deskId, deskName, float, openedBy: opener.id, order });
      this.directory.latestByDesk.set(deskId, sessionId);
    }
    this.sessions.set(sessionId, new DecidedStream(tillSessionStream(sessionId), sessions));
    this.openNow = null;
    return { streamId: TILL_DIRECTORY_STREAM, ref: this.directoryRef, events };
  }

  /** The close with its count (and the unassigned cash it settles), as the close route decides it. */
  private close(sessionId: string, closedOn: string, variance: Variance): Part[] {
    const session = this.session(sessionId);
    const entry = this.entry(sessionId);
    const unassigned = {
      unsettled: this.unassigned.state.unsettled,
      unsettledCount: this.unassigned.state.unsettledCount,
      version: this.unassigned.ref.version,
    };
    const expected = expectedCash(entry, session.state, unassigned.unsettled);
    const counted = Math.max(0, expected + variance.amount);
    const off = Math.abs(counted - expected) > VARIANCE_REASON_THRESHOLD;
    const part = session.decide({
      type: 'CloseTill',
      session: entry,
      counts: countOf(counted),
      reason: off ? (variance.reason ?? 'Difference not found at the count') : variance.reason,
      varianceReasonThreshold: VARIANCE_REASON_THRESHOLD,
      unassigned,
      closedOn,
    });
    this.openNow = null;
    const settled = part.events.length > 0 ? settleUnassigned(sessionId, unassigned) : [];
    this.unassigned.apply(settled);
    return [part, { streamId: UNASSIGNED_TILL_STREAM, ref: this.unassigned.ref, events: settled }];
  }

  private session(sessionId: string): SessionStream {
    return this.sessions.get(sessionId)!;
  }

  private entry(sessionId: string): SessionEntry {
    return this.directory.sessions.get(sessionId)!;
  }
}

function drawVariance(ctx: HistoryContext): Variance {
  const r = ctx.office.next();
  if (r < 0.85) return { amount: 0, reason: null };
  const short = ctx.office.chance(0.65);
  if (r < 0.95) {
    // Coins and small notes: within the threshold, so no reason is asked for (some give one anyway).
    const amount = ctx.office.pick([50, 100, 250, 500, 1000]);
    return { amount: short ? -amount : amount, reason: ctx.office.chance(0.3) ? 'Coins miscounted' : null };
  }
  const amount = qar(ctx.office.pick([15, 20, 40, 50, 100]));
  return short
    ? { amount: -amount, reason: ctx.office.pick(SHORT_REASONS) }
    : { amount, reason: ctx.office.pick(OVER_REASONS) };
}

/**
 * A drawer's count of `amount` dirhams by note and coin: the larger notes are partly taken to the safe during the
 * day, so a drawer holds a mix rather than the fewest notes possible; the coins make up the exact amount.
 */
export function countOf(amount: number): { denomination: number; count: number }[] {
  let rest = amount;
  return QAR_DENOMINATIONS.map((denomination) => {
    let count = Math.floor(rest / denomination);
    if (denomination >= qar(100) && count > 2) count = Math.ceil(count * 0.6);
    rest -= count * denomination;
    return { denomination, count };
  });
}
