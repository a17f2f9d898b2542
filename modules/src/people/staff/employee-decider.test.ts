import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import type { EmployeeDetails, EmployeeEvent } from './employee-events.js';
import { employeeDecider } from './employee-decider.js';
import { qatarIban } from './wps-identifiers.js';

const spec = deciderSpec(employeeDecider);
const iban = qatarIban('QNBA', '000000000012345678901');
export const sampleDetails: EmployeeDetails = {
  name: 'Aisha Rahman',
  qid: '28763400123',
  passportNumber: null,
  nationality: 'Indian',
  jobTitle: 'Receptionist',
  department: 'Front desk',
  hireDate: '2024-03-01',
  contractType: 'full-time',
  basicSalary: 400000,
  housingAllowance: 100000,
  transportAllowance: 30000,
  otherAllowance: 0,
  iban,
  bankShortName: 'QNB',
  visaNumber: null,
  userId: null,
  trainerId: null,
  commissionRate: 0,
  commissionBasis: 'sales',
};
const hired: EmployeeEvent = { type: 'EmployeeHired', data: { employeeId: 'e1', ...sampleDetails } };

describe('employee records', () => {
  it('hires with a valid QID and IBAN (the IBAN kept in its electronic form)', () =>
    spec
      .given([])
      .when({
        type: 'HireEmployee',
        employeeId: 'e1',
        details: { ...sampleDetails, iban: iban.toLowerCase().replace(/(.{4})/g, '$1 ') },
      })
      .then([hired]));

  it('refuses a QID that is not 11 digits, a bad IBAN, or no identity at all', () => {
    spec
      .given([])
      .when({ type: 'HireEmployee', employeeId: 'e1', details: { ...sampleDetails, qid: '1234' } })
      .thenRefused(400, /11 digits/, 'staff.qid');
    spec
      .given([])
      .when({ type: 'HireEmployee', employeeId: 'e1', details: { ...sampleDetails, iban: iban.replace(/1$/, '2') } })
      .thenRefused(400, /Qatari IBAN/, 'staff.iban');
    spec
      .given([])
      .when({ type: 'HireEmployee', employeeId: 'e1', details: { ...sampleDetails, qid: null, passportNumber: null } })
      .thenRefused(400, /QID or a passport/, 'staff.identity');
  });

  it('a commission needs a linked trainer', () =>
    spec
      .given([])
      .when({ type: 'HireEmployee', employeeId: 'e1', details: { ...sampleDetails, commissionRate: 1000 } })
      .thenRefused(400, /trainer/, 'staff.commission_trainer'));

  it('changes the record, and an unchanged record records nothing', () => {
    spec
      .given([hired])
      .when({ type: 'ChangeEmployeeDetails', employeeId: 'e1', details: { ...sampleDetails, basicSalary: 450000 } })
      .then([{ type: 'EmployeeDetailsChanged', data: { employeeId: 'e1', ...sampleDetails, basicSalary: 450000 } }]);
    spec.given([hired]).when({ type: 'ChangeEmployeeDetails', employeeId: 'e1', details: sampleDetails }).thenNothing();
  });

  it('records documents with expiry; an unknown employee is a 404', () => {
    const document = { documentId: 'd1', kind: 'visa' as const, number: 'V-1', expiryDate: '2027-01-01' };
    spec
      .given([hired])
      .when({ type: 'RecordDocument', employeeId: 'e1', document })
      .then([{ type: 'EmployeeDocumentRecorded', data: { employeeId: 'e1', ...document } } as EmployeeEvent]);
    spec
      .given([])
      .when({ type: 'RecordDocument', employeeId: 'e1', document })
      .thenRefused(404, /not found/, 'staff.not_found');
  });

  it('ends service once, not before the hire date', () => {
    spec
      .given([hired])
      .when({ type: 'EndService', employeeId: 'e1', lastDay: '2024-01-01' })
      .thenRefused(400, /before the hire/, 'staff.last_day_before_hire');
    spec
      .given([hired, { type: 'EmployeeLeft', data: { employeeId: 'e1', lastDay: '2026-01-31' } }])
      .when({ type: 'EndService', employeeId: 'e1', lastDay: '2026-02-01' })
      .thenRefused(409, 'This employee already left on 2026-01-31.', 'staff.already_left');
  });
});
