import { trainerStream } from '@gym/modules/membership/personal-training/pt-events';
import { planStream } from '@gym/modules/membership/plans/plan-events';
import { contractDecider } from '@gym/modules/membership/contracts/contract-decider';
import { TERMS_STREAM } from '@gym/modules/membership/contracts/contract-events';
import {
  DEFAULT_HEALTH_QUESTIONS,
  DEFAULT_TERMS_AR,
  DEFAULT_TERMS_EN,
} from '@gym/modules/membership/contracts/default-terms';
import { uuidV5 } from '@gym/events/store/ids';
import { DecidedStream } from './decided-stream.js';
import { instantAt } from './gym-calendar.js';
import { planEvent } from './history-model.js';
import type { Plan, Trainer } from './history-model.js';
import { drawQatarPhone } from './member-profile.js';
import { drawPerson } from './names.js';
import { MONTHLY_PRICE_AFTER_RISE, PLAN_CATALOGUE, qar } from './plan-catalogue.js';
import type { PlanKey } from './plan-catalogue.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';

/** The opening morning: the plan catalogue is created by the manager. */
export function openGym(ctx: HistoryContext): void {
  const keys = Object.keys(PLAN_CATALOGUE) as PlanKey[];
  keys.forEach((key, i) => {
    const plan: Plan = {
      key,
      id: ctx.random.uuid(),
      stream: { version: 0 },
      terms: PLAN_CATALOGUE[key],
      active: true,
    };
    ctx.plans.set(key, plan);
    ctx.command(instantAt(ctx.firstDay, 8 * 60 + i), ctx.staff.manager, () => [
      { streamId: planStream(plan.id), ref: plan.stream, events: [planEvent('MembershipPlanCreated', plan)] },
    ]);
  });
  publishDefaultTerms(ctx);
}

/**
 * The manager publishes the default membership terms (version 1) before the doors open. Its command id comes from the
 * seed, not from a draw, so every other draw of the history stays as it was. A history added to a log that has a gym
 * already (--force) finds the terms published.
 */
function publishDefaultTerms(ctx: HistoryContext): void {
  if ((ctx.options.memberNumbersTaken ?? 0) + (ctx.options.invoiceNumbersTaken ?? 0) > 0) return;
  const at = instantAt(ctx.firstDay, 7 * 60 + 50);
  const terms = new DecidedStream(TERMS_STREAM, contractDecider);
  ctx.officeCommand(
    at,
    ctx.staff.manager,
    () => [
      terms.decide({
        type: 'PublishTerms',
        termsEn: DEFAULT_TERMS_EN,
        termsAr: DEFAULT_TERMS_AR,
        questions: DEFAULT_HEALTH_QUESTIONS,
        publishedAt: new Date(at).toISOString(),
        byUserId: ctx.staff.manager.userId,
      }),
    ],
    { commandId: uuidV5(`sample-gym:${ctx.options.seed}:membership-terms:1`) },
  );
}

/** Trainers hired (and some leaving) over the history, a price rise on Monthly, and the 10-day pass dropped. */
export function planStaffAndPlanChanges(ctx: HistoryContext, totalDays: number): void {
  const count = Math.min(20, Math.max(10, 10 + Math.floor(ctx.options.members / 10_000)));
  for (let i = 0; i < count; i++) {
    const person = drawPerson(ctx.random, ['Filipino', 'Indian', 'Egyptian', 'British', 'Lebanese', 'Kenyan']);
    const id = ctx.random.uuid();
    const weight = ctx.random.between(0.5, 2);
    const rate = qar(ctx.random.int(20, 33) * 5);
    const founding = i < Math.ceil(count * 0.7);
    const hireDay = founding
      ? ctx.firstDay
      : ctx.firstDay + ctx.random.int(30, Math.max(30, Math.floor(totalDays * 0.8)));
    const phone = drawQatarPhone(ctx.random);
    const email = ctx.random.chance(0.8)
      ? `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@gmail.com'
      : null;
    // About one trainer in eight leaves: no more packages with them afterwards.
    const leaveDay = i % 8 === 3 ? hireDay + ctx.random.int(120, Math.max(120, totalDays)) : -1;
    const trainer: Trainer = {
      id,
      name: `${person.firstName} ${person.lastName}`,
      nationality: person.nationality,
      gender: person.gender,
      hireDay,
      leaveDay,
      stream: { version: 0 },
      weight,
      rate,
      active: false,
    };
    ctx.trainers.push(trainer);
    ctx.schedule(hireDay, () => {
      trainer.active = true;
      ctx.command(instantAt(hireDay, 8 * 60 + 15 + i), ctx.staff.manager, () => [
        {
          streamId: trainerStream(trainer.id),
          ref: trainer.stream,
          events: [
            event({ type: 'TrainerRegistered', data: { trainerId: trainer.id, name: trainer.name, phone, email } }),
          ],
        },
      ]);
    });
    if (leaveDay >= 0) {
      ctx.schedule(leaveDay, () => {
        trainer.active = false;
        ctx.command(instantAt(leaveDay, 8 * 60 + 30), ctx.staff.manager, () => [
          {
            streamId: trainerStream(trainer.id),
            ref: trainer.stream,
            events: [event({ type: 'TrainerDeactivated', data: { trainerId: trainer.id } })],
          },
        ]);
      });
    }
  }

  // The Monthly price goes up a little past the middle of the history; the 10-day pass is dropped later on.
  const riseDay = ctx.firstDay + Math.floor(totalDays * 0.55);
  ctx.schedule(riseDay, () => {
    const plan = ctx.plans.get('monthly')!;
    plan.terms = { ...plan.terms, price: MONTHLY_PRICE_AFTER_RISE };
    ctx.command(instantAt(riseDay, 7 * 60 + 30), ctx.staff.manager, () => [
      { streamId: planStream(plan.id), ref: plan.stream, events: [planEvent('MembershipPlanChanged', plan)] },
    ]);
  });
  const dropDay = ctx.firstDay + Math.floor(totalDays * 0.7);
  ctx.schedule(dropDay, () => {
    const plan = ctx.plans.get('pass')!;
    plan.active = false;
    ctx.command(instantAt(dropDay, 7 * 60 + 40), ctx.staff.manager, () => [
      {
        streamId: planStream(plan.id),
        ref: plan.stream,
        events: [event({ type: 'MembershipPlanDeactivated', data: { planId: plan.id } })],
      },
    ]);
  });
}
