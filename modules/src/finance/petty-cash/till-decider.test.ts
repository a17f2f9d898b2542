import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { routeCash } from './till-commands.js';
import { directoryDecider } from './till-directory-decider.js';
import type { SessionEntry } from './till-directory-decider.js';
import type { TillEvent } from './till-events.js';
import { expectedCash, sessionDecider, settleUnassigned } from './till-session-decider.js';
import type { SessionCommand } from './till-session-decider.js';
import { tillSettingsDecider } from './till-settings-decider.js';

const directory = deciderSpec(directoryDecider);
const spec = deciderSpec(sessionDecider);
const session: SessionEntry = {
  sessionId: 's1',
  deskId: 'front-desk',
  deskName: 'Front desk',
  float: 20000,
  openedBy: '7',
  order: 0,
};
const opened: TillEvent = {
  type: 'TillOpened',
  data: { sessionId: 's1', deskId: 'front-desk', deskName: 'Front desk', float: 20000, openedOn: '2026-11-21' },
};
const cash = (amount: number, causeEventId: string, sessionId: string | null = 's1'): TillEvent => ({
  type: 'TillCashRecorded',
  data: {
    sessionId,
    source: amount > 0 ? 'payment' : 'expense',
    amount,
    reference: { kind: 'invoice', id: 'inv-1' },
    label: 'Payment',
    causeEventId,
  },
});
const record = (amount: number, causeEventId: string, target: SessionEntry | null = session): SessionCommand => ({
  type: 'RecordCash',
  session: target,
  source: amount > 0 ? 'payment' : 'expense',
  amount,
  reference: { kind: 'invoice', id: 'inv-1' },
  label: 'Payment',
  causeEventId,
});
const noUnassigned = { unsettled: 0, unsettledCount: 0, version: 0 };
const close = (
  counts: { denomination: number; count: number }[],
  reason: string | null = null,
  unassigned = noUnassigned,
  varianceReasonThreshold = 1000,
) =>
  ({
    type: 'CloseTill',
    session,
    counts,
    reason,
    varianceReasonThreshold,
    unassigned,
    closedOn: '2026-11-21',
  }) as const;

/** A count of 189.00 QAR: 11.00 short of the 200.00 expected. */
const ELEVEN_SHORT = [
  { denomination: 10000, count: 1 },
  { denomination: 5000, count: 1 },
  { denomination: 1000, count: 3 },
  { denomination: 500, count: 1 },
  { denomination: 100, count: 4 },
];

describe('petty cash till', () => {
  it('opens one session per desk with the counted float', () => {
    const open = {
      type: 'OpenTill',
      sessionId: 's1',
      deskId: 'front-desk',
      deskName: 'Front desk',
      float: 20000,
      openedOn: '2026-11-21',
      latestStillOpen: false,
    } as const;
    directory.given([]).when(open).then([opened]);
    directory
      .given([opened])
      .when({ ...open, sessionId: 's2', latestStillOpen: true })
      .thenRefused(409, /The Front desk till is already open/, 'petty_cash.desk_open');
    // Once closed (the session's stream says so), the desk opens a new session.
    directory
      .given([opened])
      .when({ ...open, sessionId: 's2' })
      .then([{ ...opened, data: { ...opened.data, sessionId: 's2' } }]);
    directory
      .given([])
      .when({ ...open, float: -1 })
      .thenRefused(400, /float/, 'petty_cash.float_negative');
  });

  it('takes cash flowing in from events once each, and keeps the X report figure', () => {
    spec
      .given([])
      .when(record(45000, 'e1'))
      .then([cash(45000, 'e1')]);
    // The same cause again (a reactor's retry) records nothing.
    spec
      .given([cash(45000, 'e1')])
      .when(record(45000, 'e1'))
      .thenNothing();
    const state = fold(sessionDecider, [cash(45000, 'e1'), cash(-3000, 'e2')]);
    // X report: float 200 + 450 in − 30 out.
    expect(expectedCash(session, state)).toBe(20000 + 45000 - 3000);
  });

  it('records top-ups and withdrawals to the bank with a reason, never more out than the till holds', () => {
    spec
      .given([cash(45000, 'e1')])
      .when({ type: 'TopUp', session, amount: 5000, reason: ' change from safe ' })
      .then([{ type: 'TillToppedUp', data: { sessionId: 's1', amount: 5000, reason: 'change from safe' } }]);
    spec
      .given([cash(45000, 'e1')])
      .when({ type: 'Withdraw', session, amount: 60000, reason: 'bank deposit' })
      .then([{ type: 'TillCashWithdrawn', data: { sessionId: 's1', amount: 60000, reason: 'bank deposit' } }]);
    spec
      .given([cash(45000, 'e1')])
      .when({ type: 'Withdraw', session, amount: 65001, reason: 'bank deposit' })
      .thenRefused(409, /should hold 650\.00 QAR/, 'petty_cash.over_withdraw');
    spec
      .given([])
      .when({ type: 'TopUp', session, amount: 5000, reason: '' })
      .thenRefused(400, /reason/, 'petty_cash.no_reason');
    spec
      .given([])
      .when({ type: 'Withdraw', session, amount: 0, reason: 'x' })
      .thenRefused(400, /more than 0/, 'petty_cash.not_positive');
  });

  it('closes with the count by denomination: expected against counted and the variance', () => {
    // Expected 200 + 450 = 650; counted 500 + 100 + 50 = 650.
    spec
      .given([cash(45000, 'e1')])
      .when(
        close([
          { denomination: 50000, count: 1 },
          { denomination: 10000, count: 1 },
          { denomination: 5000, count: 1 },
          { denomination: 1000, count: 0 },
        ]),
      )
      .then([
        {
          type: 'TillClosed',
          data: {
            sessionId: 's1',
            deskId: 'front-desk',
            counts: [
              { denomination: 50000, count: 1 },
              { denomination: 10000, count: 1 },
              { denomination: 5000, count: 1 },
            ],
            counted: 65000,
            expected: 65000,
            variance: 0,
            reason: null,
            unassignedSettled: 0,
            closedOn: '2026-11-21',
          },
        },
      ]);
    spec
      .given([])
      .when(close([{ denomination: 3000, count: 1 }]))
      .thenRefused(400, /not a Qatari note or coin/, 'petty_cash.denomination');
  });

  it('needs a reason when the variance exceeds the threshold (10.00 QAR either way), not within it', () => {
    spec
      .given([])
      .when(close(ELEVEN_SHORT))
      .thenRefused(
        400,
        /The count is 11\.00 QAR short of the expected 200\.00 QAR: give the reason/,
        'petty_cash.variance_reason',
      );
    const [closed] = sessionDecider.decide(close(ELEVEN_SHORT, 'gave wrong change'), sessionDecider.initialState());
    expect(closed).toMatchObject({ data: { variance: -1100, reason: 'gave wrong change' } });
    // 10.00 over is within the threshold.
    const [within] = sessionDecider.decide(
      close([
        { denomination: 20000, count: 1 },
        { denomination: 1000, count: 1 },
      ]),
      sessionDecider.initialState(),
    );
    expect(within).toMatchObject({ data: { variance: 1000, reason: null } });
  });

  it('takes the threshold from the till setting: under it no reason, over it a reason, and the rule follows a change', () => {
    const settings = deciderSpec(tillSettingsDecider);
    // The default is the old constant, 10.00 QAR.
    expect(tillSettingsDecider.initialState()).toEqual({ varianceReasonThreshold: 1000 });
    settings
      .given([])
      .when({ type: 'ChangeTillSettings', varianceReasonThreshold: 500 })
      .then([{ type: 'TillSettingsChanged', data: { varianceReasonThreshold: 500 } }]);
    settings.given([]).when({ type: 'ChangeTillSettings', varianceReasonThreshold: 1000 }).then([]);
    settings
      .given([])
      .when({ type: 'ChangeTillSettings', varianceReasonThreshold: -1 })
      .thenRefused(400, /0 or more/, 'petty_cash.threshold_negative');
    const lowered = fold(tillSettingsDecider, [
      { type: 'TillSettingsChanged', data: { varianceReasonThreshold: 500 } },
    ]).varianceReasonThreshold;
    expect(lowered).toBe(500);

    // Expected 200; 207 counted is 7.00 over.
    const over7 = [
      { denomination: 20000, count: 1 },
      { denomination: 500, count: 1 },
      { denomination: 100, count: 2 },
    ];
    // Under the default threshold (10.00): no reason needed.
    const [within] = sessionDecider.decide(close(over7), sessionDecider.initialState());
    expect(within).toMatchObject({ type: 'TillClosed', data: { variance: 700, reason: null } });
    // The threshold lowered to 5.00: the same count now needs a reason, and the message names the new threshold.
    spec
      .given([])
      .when(close(over7, null, noUnassigned, lowered))
      .thenRefused(
        400,
        /7\.00 QAR over the expected 200\.00 QAR: give the reason \(needed above 5\.00 QAR\)/,
        'petty_cash.variance_reason',
      );
    const [explained] = sessionDecider.decide(
      close(over7, 'tip left in the drawer', noUnassigned, lowered),
      sessionDecider.initialState(),
    );
    expect(explained).toMatchObject({ data: { variance: 700, reason: 'tip left in the drawer' } });
    // Raised to 50.00: 11.00 short needs no reason any more.
    spec
      .given([])
      .when(close(ELEVEN_SHORT))
      .thenRefused(400, /give the reason/, 'petty_cash.variance_reason');
    const [raised] = sessionDecider.decide(
      close(ELEVEN_SHORT, null, noUnassigned, 5000),
      sessionDecider.initialState(),
    );
    expect(raised).toMatchObject({ data: { variance: -1100, reason: null } });
    // Exactly at the threshold is not above it.
    const [at] = sessionDecider.decide(close(over7, null, noUnassigned, 700), sessionDecider.initialState());
    expect(at).toMatchObject({ data: { variance: 700, reason: null } });
  });

  it('adjusts a closed session on its own stream (it stays locked otherwise); the adjustment names it', () => {
    const closed = sessionDecider.decide(close([{ denomination: 20000, count: 1 }]), sessionDecider.initialState());
    spec
      .given(closed)
      .when({ type: 'Adjust', session, amount: -1500, reason: 'card payment taken as cash', correctsSessionId: null })
      .then([
        {
          type: 'TillAdjusted',
          data: { sessionId: 's1', amount: -1500, reason: 'card payment taken as cash', correctsSessionId: 's1' },
        },
      ]);
    spec
      .given(closed)
      .when({ type: 'Adjust', session, amount: 0, reason: 'x', correctsSessionId: null })
      .thenRefused(400, /needs an amount/, 'petty_cash.adjust_no_amount');
    spec
      .given(closed)
      .when({ type: 'Adjust', session, amount: 100, reason: ' ', correctsSessionId: null })
      .thenRefused(400, /reason/, 'petty_cash.adjust_no_reason');
    spec
      .given(closed)
      .when({ type: 'Adjust', session, amount: 100, reason: 'x', correctsSessionId: 's9' })
      .thenRefused(409, /corrects this session only/, 'petty_cash.adjust_closed_other');
    // Still locked for everything else after an adjustment.
    const adjusted = [
      ...closed,
      ...sessionDecider.decide(
        { type: 'Adjust', session, amount: 100, reason: 'x', correctsSessionId: null },
        fold(sessionDecider, closed),
      ),
    ];
    spec
      .given(adjusted)
      .when({ type: 'Withdraw', session, amount: 100, reason: 'x' })
      .thenRefused(409, /closed and locked/, 'petty_cash.closed_locked');
  });

  it('locks a closed session: no movement, no second close; corrections are adjustments elsewhere', () => {
    const closed = sessionDecider.decide(close([{ denomination: 20000, count: 1 }]), sessionDecider.initialState());
    spec
      .given(closed)
      .when({ type: 'TopUp', session, amount: 100, reason: 'x' })
      .thenRefused(409, /closed and locked/, 'petty_cash.closed_locked');
    spec
      .given(closed)
      .when(close([{ denomination: 20000, count: 1 }]))
      .thenRefused(409, /closed and locked/, 'petty_cash.closed_locked');
    spec
      .given(closed)
      .when(record(100, 'e9'))
      .thenRefused(409, /closed/, 'petty_cash.session_closed');
    const other = { ...session, sessionId: 's2' };
    spec
      .given([])
      .when({ type: 'Adjust', session: other, amount: -500, reason: 'miscounted coins', correctsSessionId: 's1' })
      .then([
        {
          type: 'TillAdjusted',
          data: { sessionId: 's2', amount: -500, reason: 'miscounted coins', correctsSessionId: 's1' },
        },
      ]);
  });

  it('puts cash taken with no till open in the unassigned session, which the next close settles', () => {
    // No open session: the cash goes to the unassigned session.
    expect(routeCash([], '7')).toBeNull();
    spec
      .given([])
      .when(record(30000, 'e1', null))
      .then([cash(30000, 'e1', null)]);
    const unassigned = fold(sessionDecider, [cash(30000, 'e1', null)]);
    expect(unassigned).toMatchObject({ unsettled: 30000, unsettledCount: 1 });
    // The next close expects float + its own movements + the unassigned cash, and settles it.
    const pending = { unsettled: 30000, unsettledCount: 1, version: 1 };
    const [closed] = sessionDecider.decide(
      close([{ denomination: 50000, count: 1 }], null, pending),
      sessionDecider.initialState(),
    );
    expect(closed).toMatchObject({ data: { expected: 50000, counted: 50000, variance: 0, unassignedSettled: 30000 } });
    const settled = settleUnassigned('s1', pending);
    expect(settled).toEqual([
      { type: 'TillUnassignedSettled', data: { sessionId: 's1', amount: 30000, throughVersion: 1 } },
    ]);
    expect(fold(sessionDecider, [cash(30000, 'e1', null), ...settled])).toMatchObject({
      unsettled: 0,
      unsettledCount: 0,
    });
    expect(settleUnassigned('s1', noUnassigned)).toEqual([]);
  });

  it('routes cash to the till the same staff member opened, else the first opened', () => {
    const a = { ...session, sessionId: 'a', openedBy: '1', order: 0 };
    const b = { ...session, sessionId: 'b', openedBy: '2', order: 1 };
    expect(routeCash([a, b], '2')).toBe(b);
    expect(routeCash([a, b], '3')).toBe(a);
    expect(routeCash([a, b], null)).toBe(a);
  });
});
