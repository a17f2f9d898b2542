import { useState } from 'react';
import { z } from 'zod';
import type { LeaveRequestView } from '@gym/modules/people/leave/leave-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { useDecideLeave } from '../api/decide-leave';
import { LEAVE_TYPE_LABEL_IDS, REQUEST_STATUS_IDS } from '../utils/staff-labels';

const columns = (t: ReturnType<typeof useT>): DataTableColumn<LeaveRequestView>[] => [
  { id: 'employee', header: t('staff.field.employee'), rowHeader: true, cell: (r) => r.employeeName },
  { id: 'type', header: t('staff.requests.column.type'), cell: (r) => t(LEAVE_TYPE_LABEL_IDS[r.leaveType]) },
  { id: 'from', header: t('staff.field.from'), kind: 'date', cell: (r) => r.from },
  { id: 'to', header: t('staff.field.to'), kind: 'date', cell: (r) => r.to },
  { id: 'days', header: t('staff.requests.column.days'), kind: 'number', cell: (r) => r.days },
  {
    id: 'pay',
    header: t('staff.requests.column.pay'),
    cell: (r) =>
      r.status === 'approved'
        ? t('staff.requests.pay', { full: r.fullDays, half: r.halfDays, unpaid: r.unpaidDays })
        : '—',
  },
  {
    id: 'status',
    header: t('staff.requests.column.status'),
    className: 'capitalize',
    cell: (r) => t(REQUEST_STATUS_IDS[r.status]),
  },
];

/** Leave requests, pending first; canEditStaff approves or rejects a pending one (a rejection asks for a reason). */
export function LeaveRequestsTable({
  requests,
  canDecide,
}: {
  requests: readonly LeaveRequestView[];
  canDecide: boolean;
}) {
  const t = useT();
  const decide = useDecideLeave();
  const [rejecting, setRejecting] = useState<LeaveRequestView | null>(null);
  const approve = async (r: LeaveRequestView) => {
    try {
      const decision = 'approve';
      const reason = '';
      await decide.mutateAsync({ requestId: r.id, employeeId: r.employeeId, decision, reason });
      toast({
        variant: 'success',
        title: t('staff.requests.approved'),
        description: t('staff.requests.period', { name: r.employeeName, from: r.from, to: r.to }),
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('staff.requests.notSaved'), description: errorMessage(error) });
    }
  };
  return (
    <>
      <DataTable
        columns={columns(t)}
        rows={requests}
        rowKey={(r) => r.id}
        caption={t('staff.requests.heading')}
        emptyText={t('staff.requests.none')}
        rowActions={
          canDecide
            ? (r) =>
                r.status === 'pending' ? (
                  <>
                    <Button
                      onClick={() => void approve(r)}
                      aria-label={t('staff.requests.approveOf', { name: r.employeeName, from: r.from })}
                    >
                      {t('staff.requests.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setRejecting(r)}
                      aria-label={t('staff.requests.rejectOf', { name: r.employeeName, from: r.from })}
                    >
                      {t('staff.requests.reject')}
                    </Button>
                  </>
                ) : null
            : undefined
        }
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('staff.requests.rejectTitle')}
        description={
          rejecting
            ? t('staff.requests.period', { name: rejecting.employeeName, from: rejecting.from, to: rejecting.to })
            : ''
        }
        confirmLabel={t('staff.requests.rejectTitle')}
        schema={rejectSchema}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({
            requestId: rejecting.id,
            employeeId: rejecting.employeeId,
            decision: 'reject',
            reason,
          });
          toast({ variant: 'success', title: t('staff.requests.rejected'), description: rejecting.employeeName });
        }}
      />
    </>
  );
}

/** The rejection's reason; its message is read when the form checks it, in the page's language then. */
const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => translate('staff.requests.reasonNeeded') })
    .max(300),
});
