import type { Decider } from '@gym/kernel/commands/decider';
import type { z } from 'zod';
import type { EmployeeDetails, EmployeeEvent, documentKind } from './employee-events.js';
import { isQatarIban, isQid, normaliseIban } from './wps-identifiers.js';
import { staffRefusals } from './staff-refusals.js';

export interface EmployeeDocument {
  readonly documentId: string;
  readonly kind: z.infer<typeof documentKind>;
  readonly number: string;
  readonly expiryDate: string;
}

export interface EmployeeState {
  readonly hired: boolean;
  readonly details: EmployeeDetails | null;
  readonly documents: readonly EmployeeDocument[];
  readonly lastDay: string | null;
}

export type EmployeeCommand =
  | { type: 'HireEmployee'; employeeId: string; details: EmployeeDetails }
  | { type: 'ChangeEmployeeDetails'; employeeId: string; details: EmployeeDetails }
  | { type: 'RecordDocument'; employeeId: string; document: EmployeeDocument }
  | { type: 'EndService'; employeeId: string; lastDay: string };

/** The record's own rules: an identity to pay through WPS, a valid Qatari IBAN when one is given, pay not negative. */
function checked(details: EmployeeDetails): EmployeeDetails {
  if (!details.qid && !details.passportNumber) throw staffRefusals.invalid('identity');
  if (details.qid && !isQid(details.qid)) throw staffRefusals.invalid('qid');
  const iban = details.iban ? normaliseIban(details.iban) : null;
  if (iban && !isQatarIban(iban)) throw staffRefusals.invalid('iban');
  if (iban && !details.bankShortName) throw staffRefusals.invalid('bank_short_name');
  const money = [details.basicSalary, details.housingAllowance, details.transportAllowance, details.otherAllowance];
  if (money.some((amount) => amount < 0)) throw staffRefusals.invalid('negative_pay');
  if (details.trainerId === null && details.commissionRate > 0) throw staffRefusals.invalid('commission_trainer');
  return { ...details, iban };
}

export const employeeDecider: Decider<EmployeeState, EmployeeCommand, EmployeeEvent> = {
  initialState: () => ({ hired: false, details: null, documents: [], lastDay: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'EmployeeHired':
      case 'EmployeeDetailsChanged': {
        const { employeeId: _id, ...details } = event.data;
        return { ...state, hired: true, details };
      }
      case 'EmployeeDocumentRecorded': {
        const { employeeId: _id, ...document } = event.data;
        return { ...state, documents: [...state.documents.filter((d) => d.kind !== document.kind), document] };
      }
      case 'EmployeeLeft':
        return { ...state, lastDay: event.data.lastDay };
    }
  },
  decide(command, state) {
    if (command.type === 'HireEmployee') {
      if (state.hired) throw staffRefusals.refuse('exists');
      return [{ type: 'EmployeeHired', data: { employeeId: command.employeeId, ...checked(command.details) } }];
    }
    if (!state.hired || !state.details) throw staffRefusals.missing('not_found');
    switch (command.type) {
      case 'ChangeEmployeeDetails': {
        const details = checked(command.details);
        if (JSON.stringify(details) === JSON.stringify(state.details)) return [];
        return [{ type: 'EmployeeDetailsChanged', data: { employeeId: command.employeeId, ...details } }];
      }
      case 'RecordDocument':
        if (!command.document.number.trim()) throw staffRefusals.invalid('document_number');
        return [{ type: 'EmployeeDocumentRecorded', data: { employeeId: command.employeeId, ...command.document } }];
      case 'EndService':
        if (state.lastDay) throw staffRefusals.refuse('already_left', { lastDay: state.lastDay });
        if (command.lastDay < state.details.hireDate) throw staffRefusals.invalid('last_day_before_hire');
        return [{ type: 'EmployeeLeft', data: { employeeId: command.employeeId, lastDay: command.lastDay } }];
    }
  },
};
