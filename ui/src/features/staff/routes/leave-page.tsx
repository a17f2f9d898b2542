import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { CalendarPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { useT } from '../../../lib/i18n/use-t';
import { useEmployees } from '../api/get-employees';
import { useLeaveBalances } from '../api/get-leave-balances';
import { useLeaveRequests } from '../api/get-leave-requests';
import { CompensatoryDialog } from '../components/compensatory-dialog';
import { DocumentDialog } from '../components/document-dialog';
import { EditEmployeeDialog } from '../components/edit-employee-dialog';
import { EmployeesTable } from '../components/employees-table';
import { HireEmployeeDialog } from '../components/hire-employee-dialog';
import { LeaveBalancesTable } from '../components/leave-balances-table';
import { LeaveCalendar } from '../components/leave-calendar';
import { LeavePolicySection } from '../components/leave-policy-section';
import { LeaveRequestsTable } from '../components/leave-requests-table';
import { RequestLeaveDialog } from '../components/request-leave-dialog';

/**
 * /staff (canViewStaff): the team calendar for everyone; requests, balances and employee records — all of them with
 * canEditStaff, only one's own otherwise (the server answers so).
 */
export function Component() {
  const t = useT();
  const canEdit = useCan('canEditStaff');
  const today = useGymToday();
  const employees = useEmployees();
  const requests = useLeaveRequests();
  const balances = useLeaveBalances();
  const [requesting, setRequesting] = useState(false);
  const [hiring, setHiring] = useState(false);
  const [granting, setGranting] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [documenting, setDocumenting] = useState<Employee | null>(null);
  const mine = (employees.data ?? []).filter((e) => e.active);

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <div>
        <PageHeader title={t('staff.leave.title')}>
          {mine.length > 0 ? (
            <Button onClick={() => setRequesting(true)}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('staff.leave.request')}
            </Button>
          ) : null}
        </PageHeader>
        <LeaveCalendar today={today} />
      </div>

      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t(canEdit ? 'staff.requests.heading' : 'staff.requests.headingMine')}
        </h2>
        <QueryContent query={requests} loadingText={t('staff.requests.loading')} emptyText={t('staff.requests.none')}>
          {(requestRows) => <LeaveRequestsTable requests={requestRows} canDecide={canEdit} />}
        </QueryContent>
      </section>

      <section aria-labelledby="balances-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="balances-heading" className="text-lg font-semibold text-slate-900">
            {t(canEdit ? 'staff.balances.heading' : 'staff.balances.headingMine')}
          </h2>
          {canEdit && mine.length > 0 ? (
            <Button variant="secondary" onClick={() => setGranting(true)}>
              {t('staff.balances.grant')}
            </Button>
          ) : null}
        </div>
        <QueryContent
          query={balances}
          loadingText={t('staff.balances.loading')}
          emptyText={t(canEdit ? 'staff.employees.none' : 'staff.balances.notLinked')}
        >
          {(balanceRows) => <LeaveBalancesTable balances={balanceRows} />}
        </QueryContent>
      </section>

      <LeavePolicySection canEdit={canEdit} />

      <section aria-labelledby="employees-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="employees-heading" className="text-lg font-semibold text-slate-900">
            {t(canEdit ? 'staff.employees.heading' : 'staff.employees.headingMine')}
          </h2>
          {canEdit ? (
            <Button variant="secondary" onClick={() => setHiring(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('staff.employees.add')}
            </Button>
          ) : null}
        </div>
        <QueryContent
          query={employees}
          loadingText={t('staff.employees.loading')}
          emptyText={t('staff.employees.noRecords')}
        >
          {(employeeRows) => (
            <EmployeesTable
              employees={employeeRows}
              onEdit={canEdit ? setEditing : undefined}
              onAddDocument={canEdit ? setDocumenting : undefined}
            />
          )}
        </QueryContent>
      </section>

      <RequestLeaveDialog open={requesting} onClose={() => setRequesting(false)} employees={mine} today={today} />
      <HireEmployeeDialog open={hiring} onClose={() => setHiring(false)} today={today} />
      <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} />
      <DocumentDialog employee={documenting} onClose={() => setDocumenting(null)} />
      <CompensatoryDialog open={granting} onClose={() => setGranting(false)} employees={mine} />
    </div>
  );
}
