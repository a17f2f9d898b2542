import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import { expenseDecider } from '@gym/modules/finance/expenses/expense-decider';
import { expenseStream } from '@gym/modules/finance/expenses/expense-events';
import { expenseSettingsDecider } from '@gym/modules/finance/expenses/expense-settings-decider';
import { DecidedStream } from './decided-stream.js';
import type { GeneratedFile } from './generated-command.js';
import { DAY_MS, FRIDAY, dateOf, instantAt, monthOf, weekday } from './gym-calendar.js';
import type { HistoryContext } from './history-context.js';
import { qar } from './plan-catalogue.js';
import { receiptPdf } from './receipt-pdf.js';
import { deskOnDuty } from './staff.js';
import type { Staff } from './staff.js';

export interface ExpenseSpec {
  readonly category: string;
  readonly vendor: string;
  /** Dirhams; a function when the amount is known only when it is recorded (salaries, a delivery). */
  readonly amount: number | (() => number);
  readonly method: PaymentMethod;
  readonly note: string;
  readonly receipt: boolean;
}

/** What happens to an expense above the approval threshold: decided `after` days later, or never in the history. */
type Decision = { readonly after: number; readonly reject?: string } | 'waits';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const METHOD_WORDS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', bank_transfer: 'Bank transfer' };

/**
 * The gym's expenses (issue 44, item 4), by the app's categories: the rent, Kahramaa's electricity and water (higher
 * in the summer), the phone line, ads, repairs and equipment, entered by the manager with the bill as a PDF receipt;
 * water and cleaning supplies paid in cash from the desk's till; the salaries after each payroll and each supplement
 * delivery. Above the approval threshold an expense waits for the manager's approval (now and then refused); one
 * entered the day before the history's last day still waits. A desk expense recorded twice is voided the next day.
 */
export class ExpenseBook {
  private readonly settings = expenseSettingsDecider.initialState();
  private receipts = 0;

  constructor(private readonly ctx: HistoryContext) {}

  plan(): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const manager = ctx.staff.manager;
    for (let day = ctx.firstDay; day <= ctx.lastDay;) {
      const first = day;
      const month = monthOf(first);
      const name = `${MONTHS[month - 1]} ${dateOf(first).slice(0, 4)}`;
      const summer = month >= 6 && month <= 9;
      this.record(
        first,
        9 * 60 + 30,
        manager,
        {
          category: 'Rent',
          vendor: 'Al Asmakh Real Estate',
          amount: qar(38_000),
          method: 'bank_transfer',
          note: `Rent for ${name}`,
          receipt: true,
        },
        { after: 0 },
      );
      this.record(
        first + 4,
        11 * 60,
        manager,
        {
          category: 'Utilities',
          vendor: 'Ooredoo',
          amount: qar(899),
          method: 'card',
          note: `Business internet and phone lines, ${name}`,
          receipt: true,
        },
        { after: 0 },
      );
      this.record(
        first + r.int(9, 13),
        10 * 60 + r.int(0, 60),
        manager,
        {
          category: 'Utilities',
          vendor: 'Kahramaa',
          amount: qar(summer ? r.int(14_000, 19_000) : r.int(6_000, 9_000)) + r.int(0, 99),
          method: 'bank_transfer',
          note: `Electricity and water, ${name}`,
          receipt: true,
        },
        { after: 1 },
      );
      this.record(
        first + r.int(17, 21),
        15 * 60 + r.int(0, 60),
        manager,
        {
          category: 'Marketing',
          vendor: 'Meta Platforms Ireland',
          amount: qar(r.int(7, 16) * 100),
          method: 'card',
          note: 'Instagram and Facebook ads',
          receipt: true,
        },
        { after: 1 },
      );
      if (r.chance(0.5)) {
        const amount = qar(r.int(5, 36) * 50);
        this.record(
          first + r.int(0, 27),
          10 * 60 + r.int(0, 300),
          manager,
          {
            category: 'Maintenance',
            vendor: r.pick(['Cool Breeze AC Services', 'Gulf Fitness Equipment Service', 'Al Jazeera Plumbing']),
            amount,
            method: amount <= qar(500) ? 'cash' : 'card',
            note: r.pick(['AC service, gym floor units', 'Treadmill belt and motor check', 'Shower mixer replaced']),
            receipt: true,
          },
          { after: r.int(1, 2) },
        );
      }
      if (r.chance(0.12)) {
        const refused = r.chance(0.2);
        this.record(
          first + r.int(0, 27),
          12 * 60 + r.int(0, 240),
          manager,
          {
            category: 'Equipment',
            vendor: r.pick(['Fitness Zone Trading', 'Technogym Middle East', 'Sports Corner Doha']),
            amount: qar(r.int(25, 120) * 100),
            method: 'bank_transfer',
            note: r.pick([
              'Dumbbell set 2.5-30 kg',
              'Two spin bikes',
              'Replacement cable machine parts',
              'Rubber floor tiles',
            ]),
            receipt: true,
          },
          { after: r.int(1, 4), ...(refused ? { reject: 'Over budget this quarter: get two more quotes.' } : {}) },
        );
      }
      const next = new Date(day * DAY_MS);
      day = Math.round(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) / DAY_MS);
    }
    // Waiting for the manager on the last day, whatever day that is.
    this.record(
      Math.max(ctx.firstDay, ctx.lastDay - 1),
      16 * 60,
      manager,
      {
        category: 'Equipment',
        vendor: 'Fitness Zone Trading',
        amount: qar(2_850),
        method: 'card',
        note: 'Replacement cable set for the lat pulldown (quotation attached)',
        receipt: true,
      },
      'waits',
    );
  }

  /** The desk's small cash expenses of the day, paid from the till. */
  planDay(day: number): void {
    const ctx = this.ctx;
    const r = ctx.office;
    if (weekday(day) === FRIDAY) return;
    /** Paid in cash by the desk on duty at a minute of the opening hours, drawn before the expense itself. */
    const fromTill = (spec: () => Omit<ExpenseSpec, 'method'>, recordedTwiceChance = 0) => {
      const minute = r.int(10 * 60, 19 * 60);
      const recorded = { ...spec(), method: 'cash' as const };
      const twice = recordedTwiceChance > 0 && r.chance(recordedTwiceChance);
      this.record(day, minute, deskOnDuty(day, minute, ctx.staff.desk), recorded, 'waits', twice);
    };
    if (r.chance(0.2)) {
      fromTill(
        () => ({
          category: 'Other',
          vendor: 'Rayyan Water',
          amount: qar(r.int(9, 24) * 5),
          note: 'Drinking water for the members (5-gallon bottles)',
          receipt: r.chance(0.6),
        }),
        0.03,
      );
    }
    if (r.chance(0.08)) {
      fromTill(
        () => ({
          category: 'Other',
          vendor: 'Carrefour Hypermarket',
          amount: qar(r.int(60, 280)) + r.int(0, 3) * 25,
          note: 'Cleaning supplies and tissues',
          receipt: r.chance(0.85),
        }),
        0.03,
      );
    }
    if (r.chance(0.03)) {
      fromTill(() => ({
        category: 'Maintenance',
        vendor: 'Al Meera hardware',
        amount: qar(r.int(20, 150)),
        note: r.pick(['Light bulbs for the changing rooms', 'Locker padlocks', 'Batteries for the scales']),
        receipt: r.chance(0.7),
      }));
    }
  }

  /** The month's payroll, paid through the bank: its total as the approved run has it. */
  salaries(day: number, month: string, total: () => number): void {
    const [year, m] = month.split('-');
    this.record(
      day,
      12 * 60 + 10,
      this.ctx.staff.manager,
      {
        category: 'Salaries',
        vendor: 'Staff salaries (WPS)',
        amount: total,
        method: 'bank_transfer',
        note: `Payroll ${MONTHS[Number(m) - 1]} ${year}`,
        receipt: false,
      },
      { after: 0 },
    );
  }

  /** A supplement delivery, paid to the supplier by bank transfer. */
  purchase(day: number, minute: number, actor: Staff, supplier: string, total: () => number): void {
    this.record(
      day,
      minute,
      actor,
      {
        category: 'Supplements purchase',
        vendor: supplier,
        amount: total,
        method: 'bank_transfer',
        note: 'Supplement delivery (see the stock received)',
        receipt: true,
      },
      { after: 0 },
    );
  }

  /**
   * An expense recorded on `day` at `minute` by `actor`, as the expenses route records it (with the receipt uploaded
   * first); above the threshold it waits, then the manager approves or refuses it after `decision.after` days.
   */
  record(
    day: number,
    minute: number,
    actor: Staff,
    spec: ExpenseSpec,
    decision: Decision,
    recordedTwice = false,
  ): void {
    const ctx = this.ctx;
    const r = ctx.office;
    if (day > ctx.lastDay) return;
    // Cash leaves through the desk's till, which opens at midday on a Friday.
    if (spec.method === 'cash' && weekday(day) === FRIDAY && minute < 14 * 60) minute = 14 * 60 + (minute % 120);
    const id = r.uuid();
    const stream = new DecidedStream(expenseStream(id), expenseDecider);
    const fileId = spec.receipt ? r.uuid() : null;
    const receiptNumber = `${r.int(10, 99)}-${r.int(100_000, 999_999)}`;
    let amount = 0;
    const files: GeneratedFile[] = [];
    if (fileId) {
      this.receipts++;
      files.push({
        id: fileId,
        contentType: 'application/pdf',
        access: 'canViewFinancials',
        uploadedBy: actor.userId,
        bytes: () =>
          receiptPdf(spec.vendor, [
            `Receipt no. ${receiptNumber}`,
            `Date: ${dateOf(day)}`,
            spec.note,
            `Amount: QAR ${(amount / 100).toFixed(2)}`,
            `Paid by: ${METHOD_WORDS[spec.method]}`,
            'Thank you for your business.',
          ]),
      });
    }
    ctx.schedule(day, () => {
      ctx.officeCommand(
        instantAt(day, minute),
        actor,
        () => {
          amount = typeof spec.amount === 'number' ? spec.amount : spec.amount();
          return [
            stream.decide({
              type: 'RecordExpense',
              expenseId: id,
              date: dateOf(day),
              category: spec.category,
              vendor: spec.vendor,
              amount,
              method: spec.method,
              note: spec.note,
              receiptUrl: fileId ? `/api/files/${fileId}` : null,
              settings: this.settings,
              today: dateOf(day),
            }),
          ];
        },
        { files },
      );
      if (decision !== 'waits') {
        const decisionDay = day + decision.after;
        const at = decision.after === 0 ? minute + 2 : 9 * 60 + r.int(0, 180);
        ctx.schedule(decisionDay, () =>
          ctx.officeCommand(instantAt(decisionDay, at), ctx.staff.manager, () => {
            if (stream.state.status !== 'pending_approval' || !stream.state.recorded) return [];
            return [
              stream.decide(
                decision.reject
                  ? { type: 'RejectExpense', expenseId: id, reason: decision.reject }
                  : { type: 'ApproveExpense', expenseId: id, note: '' },
              ),
            ];
          }),
        );
      }
      if (recordedTwice) {
        const voidDay = day + (weekday(day + 1) === FRIDAY ? 2 : 1);
        ctx.schedule(voidDay, () =>
          ctx.officeCommand(instantAt(voidDay, 9 * 60 + r.int(30, 90)), ctx.staff.manager, () => {
            if (stream.state.status !== 'paid') return [];
            return [
              stream.decide({
                type: 'VoidExpense',
                expenseId: id,
                reason: 'Recorded twice at the desk',
                today: dateOf(voidDay),
              }),
            ];
          }),
        );
      }
    });
  }
}
