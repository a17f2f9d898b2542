import type { HistoryContext } from './history-context.js';
import { TillBook } from './history-tills.js';

/** What runs every day in the back office (planned at the start of the day, before the members' tasks). */
export interface BackOffice {
  planDay(day: number): void;
}

/**
 * The back office of the sample gym (issue 44, item 4): the desk's till, day by day, with the cash the app's till
 * reactor puts in it. Draws from the office's own generator.
 */
export function planBackOffice(ctx: HistoryContext): BackOffice | null {
  if (!ctx.backOffice) return null;
  const tills = new TillBook(ctx);
  ctx.addFollower(tills);
  return {
    planDay(day) {
      tills.planDay(day);
    },
  };
}
