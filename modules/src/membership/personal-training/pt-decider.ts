import { addDays } from '@gym/events/calendar/local-date';
import { PT_PACKAGE_VALID_DAYS } from './pt-events.js';
import type { PtEvent, PtSource } from './pt-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, missing, refuse } from '@gym/kernel/commands/domain-error';
import { toQar } from '@gym/kernel/contracts/money';

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
      if (state.registered) throw refuse('This trainer already exists.');
      return [
        {
          type: 'TrainerRegistered',
          data: { trainerId: command.trainerId, name: command.name, phone: command.phone, email: command.email },
        },
      ];
    }
    if (!state.registered) throw missing('Trainer not found');
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

const qar = (dirhams: number) => `${toQar(dirhams).toFixed(2)} QAR`;

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
      if (state.sold) throw refuse('This package already exists.');
      if (!command.trainer.registered) throw missing('Trainer not found');
      if (!command.trainer.active) throw refuse(`${command.trainer.name} no longer takes clients.`);
      if (command.amount <= 0) throw invalid('The package price must be more than 0.');
      if (command.paidAmount > command.amount)
        throw invalid('The amount paid now cannot be more than the package price.');
      if (command.dueDate < command.saleDate) throw invalid('The balance cannot be due before the sale.');
      if (command.validUntil < command.saleDate) throw invalid('The package cannot end before the sale.');
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
    if (!state.sold) throw missing('Personal training record not found');
    if (command.type === 'UseSession') {
      if (state.used >= state.sessions) throw refuse(`All ${state.sessions} sessions of this package are used.`);
      if (command.day > state.validUntil) throw refuse(`This package expired on ${state.validUntil}.`);
      return [
        {
          type: 'PtSessionUsed',
          data: { packageId: command.packageId, memberId: state.memberId, day: command.day, used: state.used + 1 },
        },
      ];
    }
    if (state.settledBy.has(command.invoiceId)) throw refuse('That invoice is already linked to this package.');
    if (command.invoiceMemberId !== state.memberId) throw refuse('That invoice is for another member.');
    const due = state.amount - state.paidAmount;
    if (due <= 0) throw refuse('Nothing is owed on this package.');
    if (command.invoicePaid <= 0) throw refuse('That invoice has not been paid.');
    if (command.invoicePaid > due)
      throw refuse(`That invoice paid ${qar(command.invoicePaid)}, more than the ${qar(due)} owed on the package.`);
    const paidAmount = state.paidAmount + command.invoicePaid;
    const dueAmount = state.amount - paidAmount;
    const claimed = command.claimed;
    // The spec's client sends paidAmount (the payment, or the new total) and dueAmount 0: accept what adds up.
    if (claimed?.dueAmount !== undefined && claimed.dueAmount !== dueAmount) {
      throw refuse(`After this payment ${qar(dueAmount)} is still owed, not ${qar(claimed.dueAmount)}.`);
    }
    if (claimed?.paidAmount !== undefined && ![paidAmount, command.invoicePaid].includes(claimed.paidAmount)) {
      throw refuse(`After this payment ${qar(paidAmount)} is paid in total, not ${qar(claimed.paidAmount)}.`);
    }
    return [
      {
        type: 'PtPackageSettled',
        data: { packageId: command.packageId, invoiceId: command.invoiceId, paidAmount, dueAmount },
      },
    ];
  },
};
