import { MEMBER_NUMBER_BASE } from '@gym/modules/membership/members/member-events';
import { MEMBER_NUMBER_SEQUENCE, memberStream, qatarIdStream } from '@gym/modules/membership/members/member-events';
import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { drawDeskMinute, drawHabitualMinute, joinFactor } from './gym-rhythm.js';
import type { Member, Part, Plan } from './history-model.js';
import { drawIdentity, drawMemberProfile, memberRandom, qatarIdOf } from './member-profile.js';
import type { PlanKey } from './plan-catalogue.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';
import { sell } from './history-sales.js';

// Calibrated so that 100,000 members over 3 years give the DESIGN's benchmark sizes: about 2.0M check-ins, 525k
// invoices, and about half of the members active on the last day (seed 1: 2,036,638 / 525,947 / 49.1%).

/** Sign-ups grow over the history: the last day draws (1 + GROWTH) times as many as the first. */
const GROWTH = 1.0;
/**
 * How often members come, in visits per week while their membership runs. Most members of a big gym come rarely
 * (the industry's "sleeping members"); a minority are the regulars the desk knows by name.
 */
const VISIT_TIERS: readonly (readonly [readonly [number, number], number])[] = [
  [[2, 5], 6],
  [[0.5, 1.5], 14],
  [[0.05, 0.4], 80],
];
/** The share of members keen on personal training: they buy packages far more often than the rest. */
const PT_FAN_SHARE = 0.12;

/** Join days of every member, in order, spread by growth and season (stratified, so they come out sorted). */
export function planJoins(ctx: HistoryContext, totalDays: number): void {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < totalDays; i++) {
    total += (1 + (GROWTH * i) / totalDays) * joinFactor(ctx.firstDay + i);
    cumulative.push(total);
  }
  let dayIndex = 0;
  for (let n = 0; n < ctx.options.members; n++) {
    const target = ((n + ctx.random.next()) / ctx.options.members) * total;
    while (dayIndex < totalDays - 1 && cumulative[dayIndex]! < target) dayIndex++;
    const day = ctx.firstDay + dayIndex;
    ctx.schedule(day, () => join(ctx, day));
  }
}

function join(ctx: HistoryContext, day: number): void {
  const drawn = drawMemberProfile(ctx.random, day);
  const age = drawn.age;
  const [low, high] = ctx.random.weighted(VISIT_TIERS);
  const id = ctx.random.uuid();
  const { hasQatarId, ...identity } = drawIdentity(memberRandom(id), drawn.profile);
  const profile: MemberProfile = { ...drawn.profile, ...identity };
  const member: Member = {
    id,
    stream: { version: 0 },
    gender: profile.gender,
    age,
    joinDay: day,
    habitualMinute: drawHabitualMinute(ctx.random),
    visitChance: ctx.random.between(low, high) / 7,
    ptFan: ctx.random.chance(PT_FAN_SHARE),
    current: null,
    previous: null,
    renewals: 0,
    busyDay: -1,
    busyUntil: 0,
    left: false,
    archived: false,
    hasQatarId,
    qatarId: null,
    qatarIdStream: { version: 0 },
  };
  ctx.members.push(member);
  ctx.memberById.set(member.id, member);
  ctx.visitors.push(member);

  // Nothing before the plans exist on the opening morning.
  const minute =
    day === ctx.firstDay ? Math.max(9 * 60, drawDeskMinute(ctx.random, day)) : drawDeskMinute(ctx.random, day);
  ctx.deskCommand(member, minute, () => registration(ctx, member, day, profile));
  sell(ctx, member, firstPlan(ctx, member), 'New Registration', minute + ctx.random.between(2, 6));
}

function registration(ctx: HistoryContext, member: Member, day: number, profile: MemberProfile): Part[] {
  // The number is the sequence's next version, taken when the command's turn comes (time order).
  const memberNumber = MEMBER_NUMBER_BASE + ctx.memberSequence.version + 1;
  const qatarId = member.hasQatarId ? qatarIdOf(memberNumber, profile) : null;
  member.qatarId = qatarId;
  return [
    {
      streamId: memberStream(member.id),
      ref: member.stream,
      events: [
        event({
          type: 'MemberRegistered',
          data: { memberId: member.id, memberNumber, joinDate: ctx.date(day), ...profile, qatarId },
        }),
      ],
    },
    {
      streamId: MEMBER_NUMBER_SEQUENCE,
      ref: ctx.memberSequence,
      events: [event({ type: 'MemberNumberAssigned', data: { memberNumber, memberId: member.id } })],
    },
    // As the app does (qatar-id-claims.ts): the ID is claimed on its own stream in the same append.
    ...(qatarId
      ? [
          {
            streamId: qatarIdStream(qatarId),
            ref: member.qatarIdStream,
            events: [event({ type: 'QatarIdClaimed', data: { qatarId, memberId: member.id } })],
          },
        ]
      : []),
  ];
}

function firstPlan(ctx: HistoryContext, member: Member): Plan {
  if (member.gender === 'female' && ctx.random.chance(0.3)) return ctx.plan('ladies');
  if (member.age <= 24 && ctx.random.chance(0.45)) return ctx.plan('student');
  return ctx.plan(
    ctx.random.weighted<PlanKey>([
      ['monthly', 56],
      ['quarterly', 15],
      ['half-year', 6],
      ['annual', 6],
      ['pass', ctx.plans.get('pass')!.active ? 12 : 0],
    ]),
  );
}
