import { toQar } from '@gym/kernel/contracts/money';
import type { Employee } from './employee-contracts.js';
import { documentWarning } from './employees-queries.js';
import type { EmployeeRow } from './employees-queries.js';

/**
 * An employee as the API answers: everyone who may read the record sees who they are and their documents; pay, bank
 * and identity numbers only with canEditStaff (issue 15: salary figures only with canEditStaff).
 */
export function employeeView(row: EmployeeRow, today: string, withPay: boolean): Employee {
  const d = row.details;
  const base: Employee = {
    id: row.id,
    name: row.name,
    jobTitle: d.jobTitle,
    department: d.department,
    hireDate: row.hireDate,
    lastDay: row.lastDay,
    active: row.lastDay === null || row.lastDay >= today,
    nationality: d.nationality,
    contractType: d.contractType,
    userId: d.userId,
    trainerId: d.trainerId,
    documents: row.documents.map((doc) => ({
      kind: doc.kind as NonNullable<Employee['documents']>[number]['kind'],
      number: doc.number,
      expiryDate: doc.expiryDate,
      warning: documentWarning(doc.expiryDate, today),
    })),
  };
  if (!withPay) return base;
  return {
    ...base,
    qid: d.qid,
    passportNumber: d.passportNumber,
    visaNumber: d.visaNumber,
    basicSalary: toQar(d.basicSalary),
    housingAllowance: toQar(d.housingAllowance),
    transportAllowance: toQar(d.transportAllowance),
    otherAllowance: toQar(d.otherAllowance),
    iban: d.iban,
    bankShortName: d.bankShortName,
    commissionPercent: d.commissionRate / 100,
    // Rows projected before the basis existed read as commission on sales, the event schema's default.
    commissionBasis: d.commissionBasis ?? 'sales',
  };
}
