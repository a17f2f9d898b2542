import { addDays } from '@gym/events/calendar/local-date';
import { PT_PACKAGE_VALID_DAYS } from './pt-events.js';
import type { PtEvent, PtSource } from './pt-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { toQar } from '@gym/kernel/contracts/money';
import { ptRefusals } from './pt-refusals.js';

export interface TrainerState {
  readonly registered: boolean;
  readonly name: string;
  readonly active: boolean;
}

export type TrainerCommand =
  | { type: 'RegisterTrainer'; trainerId: string; name: string; phone: string | null; email: string | null }
  | { type: 'DeactivateTrainer'; trainerId: string };

export const trainerDecider: Decider<TrainerState, TrainerCommand, PtEvent> = {
  initialState: () => ({ registered: false, name: '', active: false }),
  evolve(state, event) {
    if (event.type === 'TrainerRegistered') return { registered: true, name: event.data.name, active: true };
    if (event.type === 'TrainerDeactivated') return { ...state, active: false };
    return state;
  },
  decide(command, state) {
    if (command.type === 'RegisterTrainer') {
      if (state.registered) throw ptRefusals.refuse('trainer_exists');
      return [
        {
          type: 'TrainerRegistered',
          data: { trainerId: command.trainerId, name: command.name, phone: command.phone, email: command.email },
        },
      ];
    }
    if (!state.registered) throw ptRefusals.missing('trainer_not_found');
    return state.active ? [{ type: 'TrainerDeactivated', data: { trainerId: command.trainerId } }] : [];
  },
};

export interface PackageState {
  readonly sold: boolean;
  readonly memberId: string;
  readonly amount: number;
  readonly paidAmount: number;
  readonly settledBy: ReadonlySet<string>;
  readonly sessions: number;
  readonly used: number;
  readonly validUntil: string;
}

export type PackageCommand =
  | {
      type: 'SellPackage';
      packageId: string;
      memberId: string;
      trainerId: string;
      trainer: TrainerState;
      sessions: number;
      amount: number;
      paidAmount: number;
      dueDate: string;
      source: PtSource;
      saleDate: string;
      validUntil: string;
      invoiceId: string | null;
    }
  | { type: 'UseSession'; packageId: string; day: string }
  | {
      type: 'SettlePackage';
      packageId: string;
      invoiceId: string;
      /** What the settling invoice received; it must be a paid PT invoice of the same member. */
      invoicePaid: number;
      invoiceMemberId: string;
      /** The record as the desk says it should now read (spec: paidAmount, dueAmount 0); checked, not trusted. */
      claimed?: { paidAmount?: number | undefined; dueAmount?: number | undefined } | undefined;
    };

export const packageDecider: Decider<PackageState, PackageCommand, PtEvent> = {
  initialState: () => ({
    sold: false,
    memberId: '',
    amount: 0,
    paidAmount: 0,
    settledBy: new Set(),
    sessions: 0,
    used: 0,
    validUntil: '',
  }),
  evolve(state, event) {
    if (event.type === 'PtPackageSold') {
      const { memberId, amount, paidAmount, invoiceId, sessions, saleDate } = event.data;
      return {
        sold: true,
        memberId,
        amount,
        paidAmount,
        settledBy: new Set(invoiceId ? [invoiceId] : []),
        sessions,
        used: 0,
        validUntil: event.data.validUntil ?? addDays(saleDate, PT_PACKAGE_VALID_DAYS),
      };
    }
    if (event.type === 'PtSessionUsed') return { ...state, used: event.data.used };
    if (event.type === 'PtPackageSettled') {
      return {
        ...state,
        paidAmount: event.data.paidAmount,
        settledBy: new Set([...state.settledBy, event.data.invoiceId]),
      };
    }
    return state;
  },
  decide(command, state) {
    if (command.type === 'SellPackage') {
      if (state.sold) throw ptRefusals.refuse('package_exists');
      if (!command.trainer.registered) throw ptRefusals.missing('trainer_not_found');
      if (!command.trainer.active) throw ptRefusals.refuse('trainer_inactive', { name: command.trainer.name });
      if (command.amount <= 0) throw ptRefusals.invalid('price_not_positive');
      if (command.paidAmount > command.amount) throw ptRefusals.invalid('paid_over_price');
      if (command.dueDate < command.saleDate) throw ptRefusals.invalid('due_before_sale');
      if (command.validUntil < command.saleDate) throw ptRefusals.invalid('ends_before_sale');
      return [
        {
          type: 'PtPackageSold',
          data: {
            packageId: command.packageId,
            memberId: command.memberId,
            trainerId: command.trainerId,
            trainerName: command.trainer.name,
            sessions: command.sessions,
            amount: command.amount,
            paidAmount: command.paidAmount,
            dueDate: command.dueDate,
            source: command.source,
            saleDate: command.saleDate,
            invoiceId: command.invoiceId,
            validUntil: command.validUntil,
          },
        },
      ];
    }
    if (!state.sold) throw ptRefusals.missing('not_found');
    if (command.type === 'UseSession') {
      if (state.used >= state.sessions) throw ptRefusals.refuse('sessions_used', { sessions: state.sessions });
      if (command.day > state.validUntil) throw ptRefusals.refuse('expired', { date: state.validUntil });
      return [
        {
          type: 'PtSessionUsed',
          data: { packageId: command.packageId, memberId: state.memberId, day: command.day, used: state.used + 1 },
        },
      ];
    }
    if (state.settledBy.has(command.invoiceId)) throw ptRefusals.refuse('invoice_linked');
    if (command.invoiceMemberId !== state.memberId) throw ptRefusals.refuse('invoice_other_member');
    const due = state.amount - state.paidAmount;
    if (due <= 0) throw ptRefusals.refuse('nothing_owed');
    if (command.invoicePaid <= 0) throw ptRefusals.refuse('invoice_unpaid');
    if (command.invoicePaid > due)
      throw ptRefusals.refuse('invoice_over_due', { paidQar: toQar(command.invoicePaid), dueQar: toQar(due) });
    const paidAmount = state.paidAmount + command.invoicePaid;
    const dueAmount = state.amount - paidAmount;
    const claimed = command.claimed;
    // The spec's client sends paidAmount (the payment, or the new total) and dueAmount 0: accept what adds up.
    if (claimed?.dueAmount !== undefined && claimed.dueAmount !== dueAmount) {
      throw ptRefusals.refuse('due_mismatch', { dueQar: toQar(dueAmount), claimedQar: toQar(claimed.dueAmount) });
    }
    if (claimed?.paidAmount !== undefined && ![paidAmount, command.invoicePaid].includes(claimed.paidAmount)) {
      throw ptRefusals.refuse('paid_mismatch', { paidQar: toQar(paidAmount), claimedQar: toQar(claimed.paidAmount) });
    }
    return [
      {
        type: 'PtPackageSettled',
        data: { packageId: command.packageId, invoiceId: command.invoiceId, paidAmount, dueAmount },
      },
    ];
  },
};
