import type { HistoryContext } from './history-context.js';
import { ClassBook } from './history-classes.js';
import { ExpenseBook } from './history-expenses.js';
import { FingerprintBook } from './history-fingerprint.js';
import { LeaveBook } from './history-leave.js';
import { MarketingBook } from './history-marketing.js';
import { PayrollBook } from './history-payroll.js';
import { StaffBook } from './history-staff.js';
import { SupplementBook } from './history-supplements.js';
import { TillBook } from './history-tills.js';

/** What runs every day in the back office (planned at the start of the day, before the members' tasks). */
export interface BackOffice {
  planDay(day: number): void;
}

/**
 * The back office of the sample gym (issue 44, item 4), so every area of the app has its history: staff records with
 * their documents, leave and payroll; expenses with receipts; the desk's till, day by day, with the cash the app's
 * till reactor puts in it; the supplement shelf; campaigns; the fingerprint reader at the door; the group classes
 * (their own generator). Planned once the trainers are, drawing from the office's
 * own generator.
 */
export function planBackOffice(ctx: HistoryContext): BackOffice | null {
  if (!ctx.backOffice) return null;
  const tills = new TillBook(ctx);
  const fingerprints = new FingerprintBook(ctx);
  ctx.addFollower(tills);
  ctx.addFollower(fingerprints);
  ctx.door = fingerprints;

  const staff = new StaffBook(ctx);
  staff.plan();
  const leave = new LeaveBook(ctx, staff);
  leave.plan();
  const expenses = new ExpenseBook(ctx);
  expenses.plan();
  new PayrollBook(ctx, staff, leave, expenses).plan();
  const supplements = new SupplementBook(ctx, expenses);
  supplements.plan();
  const marketing = new MarketingBook(ctx);
  marketing.plan();
  fingerprints.plan();
  const classes = new ClassBook(ctx, marketing);
  classes.plan();
  ctx.classes = classes;
  return {
    planDay(day) {
      tills.planDay(day);
      expenses.planDay(day);
      supplements.planDay(day);
      fingerprints.planDay(day);
      classes.planDay(day);
    },
  };
}
