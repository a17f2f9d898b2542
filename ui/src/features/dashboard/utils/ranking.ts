import { TRAINER_RANKING_SIZE } from '@gym/modules/insight/dashboard/dashboard-contracts';
import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';

export interface RankedTrainer {
  readonly rank: number;
  readonly trainerId: string;
  readonly trainerName: string;
  readonly self: number;
  readonly counter: number;
  readonly total: number;
}

/**
 * The trainer ranking (spec section 2): the top 10 trainers by self-sourced PT sales, descending; ties go to the
 * higher counter-sourced amount, then by name. The chart and the table both show this list.
 */
export function rankTrainers(
  stats: DashboardStats['trainerPTStats'],
  limit: number = TRAINER_RANKING_SIZE,
): RankedTrainer[] {
  return [...stats]
    .sort(
      (a, b) =>
        b.selfSourceAmount - a.selfSourceAmount ||
        b.counterSourceAmount - a.counterSourceAmount ||
        a.trainerName.localeCompare(b.trainerName),
    )
    .slice(0, limit)
    .map((trainer, index) => ({
      rank: index + 1,
      trainerId: trainer.trainerId,
      trainerName: trainer.trainerName,
      self: trainer.selfSourceAmount,
      counter: trainer.counterSourceAmount,
      total: Math.round((trainer.selfSourceAmount + trainer.counterSourceAmount) * 100) / 100,
    }));
}

/** The tooltip's label: "#rank: trainer name". */
export const rankLabel = (trainer: Pick<RankedTrainer, 'rank' | 'trainerName'>) =>
  `#${trainer.rank}: ${trainer.trainerName}`;
