import type { GeneratedCommand } from './generated-command.js';
import { instantAt } from './gym-calendar.js';
import { HistoryContext } from './history-context.js';
import type { HistoryOptions } from './history-context.js';
import { visits } from './history-door.js';
import { openGym, planStaffAndPlanChanges } from './history-gym.js';
import { planJoins } from './history-members.js';
import type { HistorySummary } from './history-tally.js';
import { planBackOffice } from './history-back-office.js';

/**
 * The history of a gym in Doha, simulated day by day from the opening to `today`, as the commands the desk would have
 * issued, in time order. Per stream the order is chronological and the expected versions exact; the two sequences
 * (member numbers, invoice numbers) are handed out in the order of the commands' instants.
 *
 * Deterministic: one seeded generator is consumed in a fixed order, so a seed always yields the same events. The
 * areas of the gym live in `history-*.ts`, each a set of functions of the shared `HistoryContext`.
 */
export function* generateHistory(options: HistoryOptions): Generator<GeneratedCommand, HistorySummary, undefined> {
  const ctx = new HistoryContext(options);
  ctx.schedule(ctx.firstDay, () => openGym(ctx));
  planStaffAndPlanChanges(ctx, ctx.totalDays);
  planJoins(ctx, ctx.totalDays);
  const backOffice = planBackOffice(ctx);
  for (let day = ctx.firstDay; day <= ctx.lastDay; day++) {
    backOffice?.planDay(day);
    ctx.runTasks(day);
    visits(ctx, day);
    yield* ctx.emitBefore(Math.min(instantAt(day + 1, 0), ctx.until + 1));
  }
  return ctx.summary();
}
