import { z } from 'zod';
import { localDayAndTime } from '@gym/events/calendar/local-date';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandContext } from '@gym/kernel/http/request-context';
import { employeesInService, isQatarIban, loadEmployee } from '../../people/staff/public.js';
import { gratuity } from './gratuity.js';
import { payrollRefusals, wpsRefusal } from './payroll-refusals.js';
import {
  adjustmentInput,
  draftInput,
  gratuityView,
  monthParam,
  payrollRun,
  payrollRunDetail,
  payrollSettingsInput,
  payslip,
  runActionInput,
} from './payroll-contracts.js';
import type { PayrollRun } from './payroll-contracts.js';
import { draftRun, loadPayrollSettings, runCommand, settingsDecider } from './payroll-commands.js';
import { PAYROLL_SETTINGS_STREAM, payrollSettings } from './payroll-events.js';
import type { PayrollSettings } from './payroll-events.js';
import { findRun, listRuns, payslipsOfUser, runLines } from './payroll-queries.js';
import { lineView, sifHeader, sifRecord } from './payroll-view.js';
import { buildSif, sifFileName, sifProblemList } from './wps-sif.js';
import { sendDownload } from '@gym/kernel/http/file-download';
import { EXPORT_CONTENT_TYPES } from '@gym/kernel/contracts/export-format';

const runOut = (r: Awaited<ReturnType<typeof listRuns>>[number]): PayrollRun => ({
  ...r,
  status: r.status as PayrollRun['status'],
  total: toQar(r.total),
});

/**
 * Salaries: payroll runs, payslips, the WPS file and gratuity estimates. Every salary figure needs canEditStaff; with
 * canViewStaff alone a user reads only their own payslips of approved runs (issue 15, item 8).
 */
export const payrollRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewStaff' as const };
  const edit = { access: 'canEditStaff' as const };
  const settingsOf = async () => (await loadPayrollSettings(deps)).state;

  app.get(
    '/api/payroll/runs',
    {
      config: edit,
      schema: { tags: ['payroll'], summary: 'Payroll runs, newest first', response: { 200: z.array(payrollRun) } },
    },
    async () => (await listRuns(deps.pool)).map(runOut),
  );

  app.post(
    '/api/payroll/runs',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: "Draft (or draft again) a month's payroll",
        body: draftInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const { position } = await draftRun(commandContext(request, deps), deps.pool, request.body.month);
      return reply.status(201).send({ id: request.body.month, position });
    },
  );

  app.get(
    '/api/payroll/runs/:id',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: 'A run with its lines and what would stop its WPS file',
        params: monthParam,
        response: { 200: payrollRunDetail, 404: errorAnswer },
      },
    },
    async (request) => {
      const month = request.params.id;
      const run = await findRun(deps.pool, month);
      if (!run) throw payrollRefusals.missing('not_found', { month });
      const lines = await runLines(deps.pool, month);
      const header = sifHeader(await settingsOf(), month, { day: '2000-01-01', time: '00:00' });
      const problems = sifProblemList(header, lines.map(sifRecord));
      return {
        ...runOut(run),
        lines: lines.map(lineView),
        sifProblems: problems.map((problem) => problem.text),
        sifProblemCodes: problems.map(({ code, params }) => ({ code, params })),
      };
    },
  );

  app.post(
    '/api/payroll/runs/:id/adjustments',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: "Set an employee's additions, advances and other deductions in a draft",
        params: monthParam,
        body: adjustmentInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const b = request.body;
      const { position } = await runCommand(commandContext(request, deps), {
        type: 'AdjustLine',
        month: request.params.id,
        employeeId: b.employeeId,
        additions: toDirhams(b.additions),
        advances: toDirhams(b.advances),
        otherDeductions: toDirhams(b.otherDeductions),
        note: b.note,
        overtimeHours: b.overtimeHours,
        nightOvertimeHours: b.nightOvertimeHours,
        restDayHours: b.restDayHours,
      });
      return { id: request.params.id, position };
    },
  );

  app.post(
    '/api/payroll/runs/:id/actions',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: 'Send for review, send back, approve, or record as paid',
        params: monthParam,
        body: runActionInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const month = request.params.id;
      const { action, reason } = request.body;
      const command =
        action === 'submit'
          ? ({ type: 'SubmitRun', month } as const)
          : action === 'return'
            ? ({ type: 'ReturnRun', month, reason } as const)
            : action === 'approve'
              ? ({ type: 'ApproveRun', month } as const)
              : ({ type: 'MarkPaid', month, paidOn: await deps.calendar.today() } as const);
      const { position } = await runCommand(commandContext(request, deps), command);
      return { id: month, position };
    },
  );

  app.get(
    '/api/payroll/runs/:id/sif',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: "The approved run's WPS salary information file (CSV), checked before download",
        params: monthParam,
      },
    },
    async (request, reply) => {
      const month = request.params.id;
      const run = await findRun(deps.pool, month);
      if (!run) throw payrollRefusals.missing('not_found', { month });
      if (run.status !== 'approved' && run.status !== 'paid') throw payrollRefusals.refuse('wps_not_approved');
      const header = sifHeader(
        await settingsOf(),
        month,
        localDayAndTime(deps.clock.now(), await deps.calendar.timeZone()),
      );
      const records = (await runLines(deps.pool, month)).map(sifRecord);
      const problems = sifProblemList(header, records);
      if (problems.length > 0) throw wpsRefusal(problems);
      return sendDownload(reply, EXPORT_CONTENT_TYPES.csv, sifFileName(header), buildSif(header, records));
    },
  );

  app.get(
    '/api/payroll/payslips',
    {
      config: view,
      schema: {
        tags: ['payroll'],
        summary: 'Your own payslips (approved and paid runs)',
        response: { 200: z.array(payslip) },
      },
    },
    async (request) =>
      (await payslipsOfUser(deps.pool, signedIn(request).user.id)).map((p) => ({
        ...lineView(p),
        month: p.month,
        status: p.status,
      })),
  );

  app.get(
    '/api/payroll/gratuity',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: 'End-of-service gratuity estimates today (art. 54)',
        response: { 200: z.array(gratuityView) },
      },
    },
    async () => {
      const today = await deps.calendar.today();
      const people = await employeesInService(deps.pool, today, today);
      const rows = await Promise.all(
        people.map(async ({ id }) => {
          const { state } = await loadEmployee(deps, id);
          const d = state.details!;
          const g = gratuity(d.basicSalary, d.hireDate, today);
          return {
            employeeId: id,
            name: d.name,
            hireDate: d.hireDate,
            asOf: today,
            basic: toQar(d.basicSalary),
            serviceYears: g.serviceYears,
            eligible: g.eligible,
            amount: toQar(g.amount),
          };
        }),
      );
      return rows;
    },
  );

  app.get(
    '/api/payroll/settings',
    {
      config: edit,
      schema: { tags: ['payroll'], summary: "The employer's WPS details", response: { 200: payrollSettings } },
    },
    () => settingsOf(),
  );

  app.put(
    '/api/payroll/settings',
    {
      config: edit,
      schema: {
        tags: ['payroll'],
        summary: "Set the employer's WPS details",
        body: payrollSettingsInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const settings: PayrollSettings = request.body;
      if (!isQatarIban(settings.payerIban)) throw payrollRefusals.invalid('payer_iban');
      if (!settings.payerEid && !settings.payerQid) throw payrollRefusals.invalid('payer_id');
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: PAYROLL_SETTINGS_STREAM,
          decider: settingsDecider,
          command: { type: 'SetPayrollSettings', settings },
          answer: () => ({ id: PAYROLL_SETTINGS_STREAM }),
          replay: () => ({ id: PAYROLL_SETTINGS_STREAM }),
        }),
      );
      return { id: PAYROLL_SETTINGS_STREAM, position };
    },
  );
};
