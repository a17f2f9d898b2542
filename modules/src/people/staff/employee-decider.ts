import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, missing, refuse } from '@gym/kernel/commands/domain-error';
import type { z } from 'zod';
import type { EmployeeDetails, EmployeeEvent, documentKind } from './employee-events.js';
import { isQatarIban, isQid, normaliseIban } from './wps-identifiers.js';

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
  if (!details.qid && !details.passportNumber) throw invalid('Enter a QID or a passport number.');
  if (details.qid && !isQid(details.qid)) throw invalid('A QID is 11 digits.');
  const iban = details.iban ? normaliseIban(details.iban) : null;
  if (iban && !isQatarIban(iban))
    throw invalid('That is not a valid Qatari IBAN (QA, 2 check digits, 4-letter bank code, 21 characters).');
  if (iban && !details.bankShortName) throw invalid('Enter the bank short name of the IBAN (e.g. QNB).');
  const money = [details.basicSalary, details.housingAllowance, details.transportAllowance, details.otherAllowance];
  if (money.some((amount) => amount < 0)) throw invalid('Salary and allowances cannot be negative.');
  if (details.trainerId === null && details.commissionRate > 0)
    throw invalid('A commission needs the employee linked to a PT trainer.');
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
      if (state.hired) throw refuse('This employee already exists.');
      return [{ type: 'EmployeeHired', data: { employeeId: command.employeeId, ...checked(command.details) } }];
    }
    if (!state.hired || !state.details) throw missing('Employee not found');
    switch (command.type) {
      case 'ChangeEmployeeDetails': {
        const details = checked(command.details);
        if (JSON.stringify(details) === JSON.stringify(state.details)) return [];
        return [{ type: 'EmployeeDetailsChanged', data: { employeeId: command.employeeId, ...details } }];
      }
      case 'RecordDocument':
        if (!command.document.number.trim()) throw invalid('Enter the document number.');
        return [{ type: 'EmployeeDocumentRecorded', data: { employeeId: command.employeeId, ...command.document } }];
      case 'EndService':
        if (state.lastDay) throw refuse(`This employee already left on ${state.lastDay}.`);
        if (command.lastDay < state.details.hireDate) throw invalid('The last day cannot be before the hire date.');
        return [{ type: 'EmployeeLeft', data: { employeeId: command.employeeId, lastDay: command.lastDay } }];
    }
  },
};
