import { toQar } from '@gym/kernel/contracts/money';
import type { PayrollLineView } from './payroll-contracts.js';
import type { PayrollLine } from './payroll-events.js';
import type { SifHeader, SifRecord } from './wps-sif.js';
import type { PayrollSettings } from './payroll-events.js';
import { overtimeHoursTotal } from './overtime.js';

/** A line in QAR, as payslips and the run table show it. */
export function lineView(l: PayrollLine): PayrollLineView {
  return {
    employeeId: l.employeeId,
    name: l.name,
    qid: l.qid,
    iban: l.iban,
    bankShortName: l.bankShortName,
    basic: toQar(l.basic),
    housing: toQar(l.housing),
    transport: toQar(l.transport),
    otherAllowance: toQar(l.otherAllowance),
    unpaidDays: l.unpaidDays,
    halfPayDays: l.halfPayDays,
    ptSales: toQar(l.ptSales),
    commissionPercent: l.commissionRate / 100,
    commissionBasis: l.commissionBasis,
    commission: toQar(l.commission),
    overtimeHours: l.overtimeHours,
    nightOvertimeHours: l.nightOvertimeHours,
    restDayHours: l.restDayHours,
    overtime: toQar(l.overtime),
    leaveInLieuDays: l.leaveInLieuHundredths / 100,
    leaveInLieu: toQar(l.leaveInLieu),
    additions: toQar(l.additions),
    advances: toQar(l.advances),
    otherDeductions: toQar(l.otherDeductions),
    leaveDeduction: toQar(l.leaveDeduction),
    note: l.note,
    gross: toQar(l.gross),
    deductions: toQar(l.deductions),
    net: toQar(l.net),
    workingDays: l.workingDays,
  };
}

export const sifRecord = (l: PayrollLine): SifRecord => ({
  qid: l.qid,
  visaId: l.visaId,
  name: l.name,
  bankShortName: l.bankShortName,
  iban: l.iban,
  workingDays: l.workingDays,
  net: l.net,
  basic: l.basic,
  extraHours: overtimeHoursTotal(l),
  extraIncome: l.extraIncome,
  deductions: l.deductions,
});

/** The SIF header of a month from the employer's WPS settings and the file's creation instant (gym time). */
export function sifHeader(settings: PayrollSettings, month: string, local: { day: string; time: string }): SifHeader {
  return {
    employerEid: settings.employerEid,
    payerEid: settings.payerEid,
    payerQid: settings.payerQid,
    payerBankShortName: settings.payerBankShortName,
    payerIban: settings.payerIban,
    month,
    createdDate: local.day.replaceAll('-', ''),
    createdTime: local.time.replace(':', ''),
  };
}
