import { employeeDecider } from '@gym/modules/people/staff/employee-decider';
import type { EmployeeCommand, EmployeeState } from '@gym/modules/people/staff/employee-decider';
import { employeeStream } from '@gym/modules/people/staff/employee-events';
import type { EmployeeDetails, EmployeeEvent } from '@gym/modules/people/staff/employee-events';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { leaveDecider } from '@gym/modules/people/leave/leave-decider';
import type { LeaveCommand, LeaveState } from '@gym/modules/people/leave/leave-decider';
import { leaveStream } from '@gym/modules/people/leave/leave-events';
import type { LeaveEvent } from '@gym/modules/people/leave/leave-events';
import { DecidedStream } from './decided-stream.js';
import { dateOf, instantAt } from './gym-calendar.js';
import type { HistoryContext } from './history-context.js';
import type { Trainer } from './history-model.js';
import { drawPerson } from './names.js';
import { qar } from './plan-catalogue.js';
import type { Random } from './random.js';
import { SAMPLE_STAFF_ACCOUNTS } from './staff.js';
import type { Staff } from './staff.js';

/** One person on the gym's payroll: their record and their leave, as the app's deciders keep them. */
export interface Employee {
  readonly id: string;
  readonly name: string;
  readonly record: DecidedStream<EmployeeState, EmployeeCommand, EmployeeEvent>;
  readonly leave: DecidedStream<LeaveState, LeaveCommand, LeaveEvent>;
  /** Their own sign-in: they ask for their own leave. */
  readonly account: Staff | null;
  /** The day the record is created in the app (the hire date itself may be earlier: hired before the opening). */
  readonly recordDay: number;
  readonly hireDay: number;
  /** The last day of service, once it is decided (-1 while they stay). */
  lastDay: number;
  /** The record as the manager will next enter it (raises build on it). */
  details: EmployeeDetails;
}

interface Role {
  readonly jobTitle: string;
  readonly department: string;
  /** QAR a month. */
  readonly basic: readonly [number, number];
  readonly housing: number;
  readonly transport: number;
  readonly other: number;
}

const RECEPTIONIST: Role = {
  jobTitle: 'Receptionist',
  department: 'Front desk',
  basic: [3000, 3800],
  housing: 1200,
  transport: 400,
  other: 0,
};
const MANAGER: Role = {
  jobTitle: 'Gym Manager',
  department: 'Management',
  basic: [11000, 12000],
  housing: 4000,
  transport: 1200,
  other: 500,
};
const TRAINER: Role = {
  jobTitle: 'Personal Trainer',
  department: 'Training',
  basic: [4500, 6500],
  housing: 1500,
  transport: 500,
  other: 0,
};
/** Those without a sign-in: the floor is kept clean and the machines running. */
const SUPPORT: readonly (Role & { nationality: string })[] = [
  {
    jobTitle: 'Cleaner',
    department: 'Facilities',
    basic: [1200, 1400],
    housing: 500,
    transport: 0,
    other: 300,
    nationality: 'Nepali',
  },
  {
    jobTitle: 'Cleaner',
    department: 'Facilities',
    basic: [1200, 1400],
    housing: 500,
    transport: 0,
    other: 300,
    nationality: 'Bangladeshi',
  },
  {
    jobTitle: 'Maintenance Technician',
    department: 'Facilities',
    basic: [2800, 3400],
    housing: 1000,
    transport: 300,
    other: 0,
    nationality: 'Indian',
  },
];
const DESK_NATIONALITIES = ['Egyptian', 'Indian', 'Sudanese', 'Filipino', 'Filipino', 'Jordanian'];

/** ISO 3166 numeric codes, the middle of a QID. */
const COUNTRY_CODE: Readonly<Record<string, string>> = {
  Qatari: '634',
  Indian: '356',
  Egyptian: '818',
  Filipino: '608',
  Pakistani: '586',
  Nepali: '524',
  Bangladeshi: '050',
  'Sri Lankan': '144',
  Jordanian: '400',
  Syrian: '760',
  Lebanese: '422',
  British: '826',
  American: '840',
  Sudanese: '729',
  Kenyan: '404',
  Tunisian: '788',
  Moroccan: '504',
  Palestinian: '275',
  'South African': '710',
};
/** Banks in Qatar: the code inside the IBAN and the short name WPS files use. */
const BANKS = [
  ['QNBA', 'QNB'],
  ['CBQA', 'CBQ'],
  ['DOHB', 'DB'],
  ['QISB', 'QIB'],
  ['MAFR', 'MAR'],
] as const;

const RESIDENCE_PERMIT_DAYS = 730;
const HEALTH_CARD_DAYS = 365;
const CONTRACT_DAYS = 730;

const digits = (random: Random, count: number) => {
  let text = '';
  for (let i = 0; i < count; i++) text += String(random.int(0, 9));
  return text;
};

/**
 * The gym's staff records (issue 44, item 4): the desk and the manager (linked to their sign-ins), the trainers
 * (linked to their PT records, on commission), cleaners and a technician; each with a contract, a QID and residence
 * permit renewed every two years, a passport and a yearly health card, so the Staff page shows documents expiring and
 * some already expired. Raises on hire anniversaries; trainers who stop leave the payroll on their last day.
 */
export class StaffBook {
  readonly employees: Employee[] = [];
  private contracts = 0;

  constructor(private readonly ctx: HistoryContext) {}

  /** Everyone the history will employ, hired in time order; called once trainers are planned. */
  plan(): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const people = [...ctx.staff.desk, ctx.staff.manager];
    people.forEach((account, i) => {
      const role = i === people.length - 1 ? MANAGER : RECEPTIONIST;
      const nationality = DESK_NATIONALITIES[i] ?? 'Filipino';
      const hireDay = ctx.firstDay - (role === MANAGER ? 60 : r.int(7, 45));
      this.hire(SAMPLE_STAFF_ACCOUNTS[i]?.name ?? account.name, nationality, role, hireDay, ctx.firstDay, account, {
        minute: 6 * 60 + 30 + i * 3,
      });
    });
    SUPPORT.forEach((role, i) => {
      const person = drawPerson(r, [role.nationality]);
      const hireDay = ctx.firstDay - r.int(3, 20);
      this.hire(`${person.firstName} ${person.lastName}`, role.nationality, role, hireDay, ctx.firstDay, null, {
        minute: 6 * 60 + 50 + i * 2,
      });
    });
    ctx.trainers.forEach((trainer, i) => this.hireTrainer(trainer, i));
    // A receptionist taken on later, on probation and without a QID yet (paid through WPS on the visa number).
    const extraDay = ctx.firstDay + Math.floor(ctx.totalDays * 0.6);
    const person = drawPerson(r, ['Kenyan']);
    this.hire(`${person.firstName} ${person.lastName}`, 'Kenyan', RECEPTIONIST, extraDay, extraDay, null, {
      minute: 9 * 60 + 10,
      probation: true,
    });
  }

  /** The employees in service on a day (hired by it, not left before it). */
  inService(day: number): Employee[] {
    return this.employees.filter((e) => e.hireDay <= day && (e.lastDay < 0 || e.lastDay >= day));
  }

  private hireTrainer(trainer: Trainer, index: number): void {
    const ctx = this.ctx;
    // A founding trainer was taken on a little before the doors opened; later ones on the day they start.
    const hireDay = trainer.hireDay === ctx.firstDay ? ctx.firstDay - ctx.office.int(0, 14) : trainer.hireDay;
    const employee = this.hire(trainer.name, trainer.nationality, TRAINER, hireDay, trainer.hireDay, null, {
      minute: 8 * 60 + 40 + index,
      trainerId: trainer.id,
      partTime: index % 5 === 4,
    });
    if (trainer.leaveDay >= 0) {
      ctx.schedule(trainer.leaveDay, () => {
        employee.lastDay = trainer.leaveDay;
        ctx.officeCommand(instantAt(trainer.leaveDay, 9 * 60), ctx.staff.manager, () => [
          employee.record.decide({ type: 'EndService', employeeId: employee.id, lastDay: dateOf(trainer.leaveDay) }),
        ]);
      });
    }
  }

  private hire(
    name: string,
    nationality: string,
    role: Role,
    hireDay: number,
    recordDay: number,
    account: Staff | null,
    options: { minute: number; trainerId?: string; partTime?: boolean; probation?: boolean },
  ): Employee {
    const ctx = this.ctx;
    const r = ctx.office;
    const id = r.uuid();
    const birthYear = r.int(1975, 2001);
    const qid = `${birthYear < 2000 ? 2 : 3}${String(birthYear % 100).padStart(2, '0')}${COUNTRY_CODE[nationality] ?? '356'}${digits(r, 5)}`;
    const [bankCode, bankShortName] = r.pick(BANKS);
    const details: EmployeeDetails = {
      name,
      qid: options.probation ? null : qid,
      passportNumber: `${String.fromCharCode(65 + r.int(0, 25))}${digits(r, 7)}`,
      nationality,
      jobTitle: options.partTime ? `${role.jobTitle} (part-time)` : role.jobTitle,
      department: role.department,
      hireDate: dateOf(hireDay),
      contractType: options.probation ? 'probation' : options.partTime ? 'part-time' : 'full-time',
      basicSalary: qar(Math.round(r.int(role.basic[0], role.basic[1]) / 50) * 50),
      housingAllowance: qar(role.housing),
      transportAllowance: qar(role.transport),
      otherAllowance: qar(role.other),
      iban: qatarIban(bankCode, `0000${digits(r, 17)}`),
      bankShortName,
      visaNumber: options.probation ? digits(r, 9) : null,
      userId: account?.userId ?? null,
      trainerId: options.trainerId ?? null,
      commissionRate: options.trainerId ? 1000 : 0,
      commissionBasis: 'sales',
    };
    const employee: Employee = {
      id,
      name,
      record: new DecidedStream(employeeStream(id), employeeDecider),
      leave: new DecidedStream(leaveStream(id), leaveDecider),
      account,
      recordDay,
      hireDay,
      lastDay: -1,
      details,
    };
    this.employees.push(employee);
    const manager = ctx.staff.manager;
    ctx.schedule(recordDay, () => {
      const hired = { ...employee.details };
      ctx.officeCommand(instantAt(recordDay, options.minute), manager, () => [
        employee.record.decide({ type: 'HireEmployee', employeeId: id, details: hired }),
      ]);
    });
    this.planDocuments(employee, qid, recordDay, options.minute + 1, options.probation === true);
    this.planRaises(employee);
    if (options.probation) {
      // Confirmed after six months, with the QID come through.
      const day = recordDay + 182;
      ctx.schedule(day, () => {
        if (employee.lastDay >= 0) return;
        employee.details = { ...employee.details, contractType: 'full-time', qid, visaNumber: null };
        const confirmed = { ...employee.details };
        ctx.officeCommand(instantAt(day, 10 * 60 + 5), manager, () => [
          employee.record.decide({ type: 'ChangeEmployeeDetails', employeeId: id, details: confirmed }),
        ]);
      });
    }
    return employee;
  }

  /**
   * Documents: the passport and the first contract at hire; the QID and residence permit (two years), the health
   * card (one year) and the contract (two years) each renewed a few weeks before they run out. Two people's papers
   * are due about now, whatever day the history ends: one permit expiring within the warning window, one health card
   * just expired (their renewal is after the history's last day).
   */
  private planDocuments(employee: Employee, qid: string, recordDay: number, minute: number, noQid: boolean): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const index = this.employees.length - 1;
    const hireDay = employee.hireDay;
    this.record(employee, recordDay, minute, 'passport', employee.details.passportNumber!, hireDay + r.int(2, 9) * 365);
    const permitDue = index === 3 ? ctx.lastDay + 18 : ctx.lastDay + r.int(45, RESIDENCE_PERMIT_DAYS - 30);
    const healthDue = index === 7 ? ctx.lastDay - 3 : ctx.lastDay + r.int(40, HEALTH_CARD_DAYS - 30);
    const contractDue = index === 1 ? ctx.lastDay + 25 : ctx.lastDay + r.int(60, CONTRACT_DAYS - 30);
    const permit = digits(r, 9);
    for (const [day, expiry] of this.renewals(recordDay, permitDue, RESIDENCE_PERMIT_DAYS)) {
      // Someone hired without a QID has only the permit (visa) until it comes through.
      if (!noQid || day > recordDay + 150) this.record(employee, day, minute + 1, 'qid', qid, expiry);
      this.record(employee, day, minute + 2, 'visa', permit, expiry);
    }
    for (const [day, expiry] of this.renewals(recordDay, healthDue, HEALTH_CARD_DAYS)) {
      this.record(employee, day, minute + 3, 'health-card', `HC${digits(r, 8)}`, expiry);
    }
    for (const [day, expiry] of this.renewals(recordDay, contractDue, CONTRACT_DAYS)) {
      const number = `EC-${dateOf(day).slice(0, 4)}-${String(++this.contracts).padStart(4, '0')}`;
      this.record(employee, day, minute + 4, 'contract', number, expiry);
    }
  }

  /**
   * A document renewed every `period` days whose latest copy expires on `due`: each copy recorded a few weeks before
   * the previous one ran out, the first at the record's creation. Copies after the history are never recorded.
   */
  private renewals(recordDay: number, due: number, period: number): [number, number][] {
    const copies: [number, number][] = [];
    for (let expiry = due; ; expiry -= period) {
      const renewedOn = expiry - period - this.ctx.office.int(7, 25);
      if (renewedOn <= recordDay) {
        copies.push([recordDay, expiry]);
        break;
      }
      copies.push([renewedOn, expiry]);
    }
    return copies.reverse();
  }

  private record(
    employee: Employee,
    day: number,
    minute: number,
    kind: 'qid' | 'passport' | 'visa' | 'health-card' | 'contract',
    number: string,
    expiry: number,
  ): void {
    const ctx = this.ctx;
    const documentId = ctx.office.uuid();
    ctx.schedule(day, () => {
      if (employee.lastDay >= 0 && employee.lastDay < day) return;
      const at = day === employee.recordDay ? minute : 10 * 60 + ctx.office.int(0, 120);
      ctx.officeCommand(instantAt(day, at), ctx.staff.manager, () => [
        employee.record.decide({
          type: 'RecordDocument',
          employeeId: employee.id,
          document: { documentId, kind, number, expiryDate: dateOf(expiry) },
        }),
      ]);
    });
  }

  /** A raise of 3 to 5 % on each anniversary of the hire date, rounded to 50 QAR. */
  private planRaises(employee: Employee): void {
    const ctx = this.ctx;
    for (let year = 1; ; year++) {
      const day = employee.hireDay + Math.round(year * 365.25);
      if (day > ctx.lastDay) break;
      if (day <= employee.recordDay) continue;
      ctx.schedule(day, () => {
        if (employee.lastDay >= 0) return;
        const basic = employee.details.basicSalary;
        const raised = Math.round((basic * ctx.office.between(1.03, 1.05)) / qar(50)) * qar(50);
        employee.details = { ...employee.details, basicSalary: raised };
        const changed = { ...employee.details };
        ctx.officeCommand(instantAt(day, 9 * 60 + 40), ctx.staff.manager, () => [
          employee.record.decide({ type: 'ChangeEmployeeDetails', employeeId: employee.id, details: changed }),
        ]);
      });
    }
  }
}
